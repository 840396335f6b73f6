import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { PUBLIC_READ_PATHS } from './public-reads';

/** A Content-Security-Policy header value from its directives. */
export const contentSecurityPolicy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Stripe.js's origins, as Stripe's CSP guide lists them for Stripe.js and Elements. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * The policy of every response but the API reference. The web app has no inline script, so scripts
 * are our own files and Stripe.js (loaded on the checkout page only). Styles need 'unsafe-inline':
 * sonner, Radix's scroll lock (react-remove-scroll) and the widget's Shadow DOM insert <style>
 * elements at run time, and a static single-page app has no per-response nonce to give them.
 * Event images are any http(s) URL (`isImageUrl`), QR codes are data: URLs. Poster bytes go to
 * this site or, with S3, straight to the bucket (`uploadOrigins`). Nothing may frame us.
 */
const appPolicy = (uploadOrigins: string[]) =>
  contentSecurityPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', 'http:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", STRIPE_API, ...uploadOrigins],
    'frame-src': STRIPE_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

/**
 * What other sites load from us: the widget script, the public catalog it reads, event posters
 * (uploaded and bundled) and events' share cards. Their Cross-Origin-Resource-Policy is `cross-origin`; everything else is
 * `same-origin`, so no other page can pull a signed-in answer in as an image or script.
 */
const EMBEDDABLE = [
  '/widget/*',
  '/objects/posters/*',
  '/posters/*',
  '/api/events/:id/share-card.png',
  ...PUBLIC_READ_PATHS,
];

/**
 * Security headers on every response, errors included: the CSP above unless a route sets its own
 * (the API reference), `X-Frame-Options: DENY` for browsers without frame-ancestors, `nosniff`,
 * `strict-origin-when-cross-origin` (same-origin requests keep the full Referer, which `/api/login`
 * reads for the return path), HSTS only when served over https. Popups keep their opener
 * (`same-origin-allow-popups`): Stripe's wallets talk to the page from one.
 */
export function registerSecurityHeaders(app: Hono<AppEnv>, options: { https: boolean; uploadOrigins: string[] }) {
  app.use(
    securityHeaders({
      'Content-Security-Policy': appPolicy(options.uploadOrigins),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    }),
  );
  for (const path of EMBEDDABLE) {
    // Before the handler (see securityHeaders), and again only if a response built without the context lacks it.
    app.use(path, async (c, next) => {
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      await next();
      if (c.res.headers.get('Cross-Origin-Resource-Policy') !== 'cross-origin') {
        c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  }
}

/**
 * Sets the headers before the handler runs, so every response built through the context carries
 * them (problem responses too) and a route may replace one; afterwards fills in any a response built
 * without the context lacks (a streamed poster, an ETag's 304). Always through `c.header`: under
 * @hono/node-server a header set on `c.res.headers` of an error response can be lost when the next
 * middleware sets its own.
 */
function securityHeaders(headers: Record<string, string>): MiddlewareHandler<AppEnv> {
  const entries = Object.entries(headers);
  return async (c, next) => {
    for (const [name, value] of entries) c.header(name, value);
    await next();
    for (const [name, value] of entries) if (!c.res.headers.has(name)) c.header(name, value);
  };
}
