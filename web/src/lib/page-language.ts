import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { overwriteGetLocale } from '@pentas/i18n/runtime';
import { setIntlLocale } from '@pentas/openapi';

/**
 * The language the app's words, dates and numbers are in: fixed per client build (the browser), set
 * per page by the server render (entry-server.tsx).
 */
export function setPageLanguage(locale: Locale) {
  overwriteGetLocale(() => locale);
  setIntlLocale(intlLocaleOf(locale));
}
