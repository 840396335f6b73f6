import { m } from '@pentas/i18n/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { forbidden } from './errors';
import { said } from './said';

const CROSS_SITE = said(m.problem_account_cross_site);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site's pages. Browsers attach our cookie to
 * such requests, so the Origin (or, failing that, Sec-Fetch-Site) must be this site or a trusted one.
 * Requests without either header come from non-browser clients, which carry no ambient cookie risk.
 */
export function sameOriginGuard(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const host = c.req.header('host');
    const allowed = (o: string) =>
      o === own || trustedOrigins.includes(o) || (host !== undefined && hostOf(o) === host);
    if (origin && origin !== 'null' && allowed(origin)) return next();
    if (origin) throw forbidden(CROSS_SITE);
    if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden(CROSS_SITE);
    return next();
  };
}

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
