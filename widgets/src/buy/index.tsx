import { mountAll, scriptOrigin } from '../shared/mount';
import { BuyWidget } from './buy-widget';
import { css } from './styles';

const origin = scriptOrigin();

mountAll('[data-pentas-event]', css, (host) => (
  <BuyWidget
    origin={origin}
    eventId={Number(host.dataset.pentasEvent)}
    refCode={host.dataset.pentasRef}
    accent={host.dataset.pentasAccent}
    locale={host.dataset.pentasLocale}
  />
));
