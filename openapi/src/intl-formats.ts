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

/**
 * Words the server wrote with these formatters while it rendered a page, which the page carries
 * (`pentas-written`, api/src/modules/pages/render-page.ts): while the browser hydrates it, the same
 * call gives the same words from there without building a formatter. The first formatter a page
 * builds sets up the browser's ICU data, about 80 ms of a fast machine's CPU and four times that on a
 * phone: the largest task of a public page's start. Only what the server wrote is kept, so a call it
 * did not make (another instant, another language) builds its formatter as before.
 */
const writtenByServer = new Map<string, string>();
let recording: Record<string, string> | null = null;

/**
 * The instant the page was rendered at, while the server renders it and while the browser shows the
 * page it painted: what depends on today (the refund terms' deadlines) is written as the server wrote
 * it, and found in its words. Otherwise now.
 */
let renderedAt: number | null = null;
export const pageNow = () => new Date(renderedAt ?? Date.now());
const RENDERED_AT = 'renderedAt';

/** `write()`'s words, under `key` (every input that shapes them): the server's if it wrote them. */
export function written(key: string, write: () => string): string {
  const known = writtenByServer.get(key);
  if (known !== undefined) return known;
  const words = write();
  if (recording) recording[key] = words;
  return words;
}

/** Runs a (synchronous) server render and gives what it wrote through `written`, to send with the page. */
export function recordWritten<T>(render: () => T): { result: T; written: Record<string, string> } {
  renderedAt = Date.now();
  recording = { [RENDERED_AT]: String(renderedAt) };
  try {
    return { result: render(), written: recording };
  } finally {
    recording = null;
    renderedAt = null;
  }
}

/** In the browser, before hydration: the words the server wrote for this page, and when it wrote them. */
export function rememberWritten(words: Record<string, string>) {
  for (const [key, value] of Object.entries(words)) if (typeof value === 'string') writtenByServer.set(key, value);
  const at = Number(words[RENDERED_AT]);
  if (Number.isFinite(at) && at > 0) renderedAt = at;
}

/** In the browser, once the painted page is left for another: from here on, `pageNow` is now. */
export function stopUsingRenderTime() {
  renderedAt = null;
}
