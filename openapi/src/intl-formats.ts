/**
 * Intl formatters, each built once per locale and options. Building one costs about a millisecond on
 * a phone: formatting every card's date and price with a fresh one was the largest item of a
 * hydrating catalog page's profile. Reusing a formatter gives the same text.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The locale dates and numbers are written in when a caller names none: en-MY, or the page's language
 * (web/src/lib/page-language.ts sets it; the server names the recipient's locale per mail instead).
 */
let pageIntlLocale = 'en-MY';
export const intlLocale = () => pageIntlLocale;
export function setIntlLocale(locale: string) {
  pageIntlLocale = locale;
}
