import { isLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Locale } from '@pentas/i18n';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';

/**
 * The language a page answers in (decision 75): `?lang=` (the switcher's link, and each page's
 * `hreflang` alternates), which is then remembered in a cookie; else the cookie; else the browser's
 * `Accept-Language`; else English.
 */
export function pageLocale(c: Context<AppEnv>, url: URL): Locale {
  const asked = url.searchParams.get('lang');
  if (isLocale(asked)) {
    if (getCookie(c, LANGUAGE_COOKIE) !== asked) {
      setCookie(c, LANGUAGE_COOKIE, asked, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE,
        sameSite: 'Lax',
        secure: url.protocol === 'https:',
      });
    }
    return asked;
  }
  return requestLocale(c);
}
