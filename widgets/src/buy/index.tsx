import { localeOfRequest } from '@pentas/i18n';
import { parseCodeParam } from '@pentas/openapi';
import { mountAll, scriptOrigin } from '../shared/mount';
import { BuyWidget } from './buy-widget';
import { css } from './styles';

const origin = scriptOrigin();

mountAll('[data-pentas-event]', css, (host) => (
  <BuyWidget
    origin={origin}
    eventId={Number(host.dataset.pentasEvent)}
    refCode={host.dataset.pentasRef}
    // The div's code (data-pentas-code, or data-code), else the host page's own `?code=`.
    code={parseCodeParam(
      host.dataset.pentasCode ?? host.dataset.code ?? new URLSearchParams(location.search).get('code'),
    )}
    accent={host.dataset.pentasAccent}
    // The widget's `data-lang`, else the host page's own language (its `lang`), else English.
    lang={localeOfRequest(host.dataset.lang, document.documentElement.lang)}
    locale={host.dataset.pentasLocale}
  />
));
