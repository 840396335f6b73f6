import type { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context';
import { PUBLIC_READ_PATHS } from './public-reads';

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
export const appPolicy = (uploadOrigins: string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...STRIPE_SCRIPTS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:', 'http:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", STRIPE_API, ...uploadOrigins],
  frameSrc: STRIPE_FRAMES,
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/**
 * What other sites load from us: the widget script, the public catalog it reads and event posters
 * (uploaded and bundled). Their Cross-Origin-Resource-Policy is `cross-origin`; everything else is
 * `same-origin`, so no other page can pull a signed-in answer in as an image or script.
 */
const EMBEDDABLE = ['/widget/*', '/objects/posters/*', '/posters/*', ...PUBLIC_READ_PATHS];

/**
 * Security headers on every response, errors included (lib/security-headers.ts): the CSP above unless
 * a route set its own (the API reference), `X-Frame-Options: DENY` for browsers without
 * frame-ancestors, `nosniff`, `strict-origin-when-cross-origin` (same-origin requests keep the full
 * Referer, which `/api/login` reads for the return path), and HSTS only when served over https.
 * Popups keep their opener (`same-origin-allow-popups`): Stripe's wallets talk to the page from one.
 */
export function registerSecurityHeaders(app: Hono<AppEnv>, options: { https: boolean; uploadOrigins: string[] }) {
  app.use(
    secureHeaders({
      contentSecurityPolicy: appPolicy(options.uploadOrigins),
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
      // A header a route set itself (its own CSP or CORP) wins.
      overwrite: false,
    }),
  );
  for (const path of EMBEDDABLE) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  }
}
