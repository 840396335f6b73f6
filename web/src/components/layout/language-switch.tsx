import { LANGUAGE_NAMES, LOCALES, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { getLocale } from '@pentas/i18n/runtime';
import { useRouterState } from '@tanstack/react-router';
import { LanguagesIcon } from 'lucide-react';

/**
 * This page's address in `locale`: the server answers `?lang=` in that language and remembers the
 * choice in a cookie (api/src/modules/pages/page-locale.ts). A plain link: it works before any script.
 */
function useAddressIn(locale: Locale) {
  const href = useRouterState({ select: (state) => state.location.href });
  const url = new URL(href, 'http://localhost');
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}${url.hash}`;
}

const SHORT_NAMES: Record<Locale, string> = { en: 'EN', ms: 'BM' };

/** The header's switch: the other language's short name, its full name for screen readers. */
export function HeaderLanguageSwitch() {
  const other = LOCALES.find((locale) => locale !== getLocale()) ?? 'en';
  return (
    <a
      href={useAddressIn(other)}
      hrefLang={other}
      lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      title={LANGUAGE_NAMES[other]}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
      data-testid="language-switch"
    >
      <LanguagesIcon className="size-4" aria-hidden />
      {SHORT_NAMES[other]}
    </a>
  );
}

/** The footer's switch: both languages by name, the current one marked. */
export function FooterLanguageSwitch() {
  const current = getLocale();
  return (
    <nav aria-label={m.language_label()} className="flex items-center gap-3 text-sm">
      <LanguagesIcon className="size-4 text-muted-foreground" aria-hidden />
      {LOCALES.map((locale) => (
        <FooterLanguageLink key={locale} locale={locale} current={locale === current} />
      ))}
    </nav>
  );
}

function FooterLanguageLink({ locale, current }: { locale: Locale; current: boolean }) {
  const href = useAddressIn(locale);
  if (current) {
    return (
      <span aria-current="true" className="font-semibold">
        {LANGUAGE_NAMES[locale]}
      </span>
    );
  }
  return (
    <a href={href} hrefLang={locale} lang={locale} className="text-muted-foreground hover:text-foreground">
      {LANGUAGE_NAMES[locale]}
    </a>
  );
}
