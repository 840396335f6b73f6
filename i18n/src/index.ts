/**
 * The product's two languages and how one is chosen (decision 75). The words themselves are in
 * messages/en.json and messages/ms.json, compiled to typed functions (`@pentas/i18n/messages`).
 */
export const LOCALES = ['en', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** The visitor's own choice (the switcher in the header and footer), remembered for a year. */
export const LANGUAGE_COOKIE = 'pentas_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language's name in itself: what the switcher offers. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ms: 'Bahasa Melayu' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale `Intl` formats dates, times, numbers and money in: Malaysia's English or Malay. */
export const intlLocaleOf = (locale: Locale) => (locale === 'ms' ? 'ms-MY' : 'en-MY');

/**
 * The language of a request: the visitor's choice (cookie), else the first language of their
 * browser's `Accept-Language` that we have (by its primary tag, `ms-MY` and `ms` alike; Indonesian is
 * not Malay), else English.
 */
export function localeOfRequest(choice: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(choice)) return choice;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { primary: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLocale) ?? BASE_LOCALE;
}
