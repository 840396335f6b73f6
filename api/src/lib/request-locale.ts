import { LANGUAGE_COOKIE, type Locale, localeOfRequest } from '@pentas/i18n';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The language a request is answered in (decision 75): the visitor's choice (its cookie), else the browser's. */
export const requestLocale = (c: Context): Locale =>
  localeOfRequest(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
