import type { Context } from 'hono';
import type { AppEnv } from '../../context';

/**
 * The origin absolute URLs in pages start with (canonical, og:url, og:image, the sitemap): the
 * configured APP_URL, else the origin the request was made to.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.var.deps.env.APP_URL;
  return configured ? new URL(configured).origin : new URL(c.req.url).origin;
}
