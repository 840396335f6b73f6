import path from 'node:path';
import { BASE_LOCALE, LOCALES } from '@pentas/i18n';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../context';
import { unauthorized } from '../../lib/errors';
import { problemBody } from '../../lib/problem';
import { clientAddress, signedSessionTokenOf } from '../../lib/session';
import { registerWebApp } from '../../lib/static';
import { rememberAccountLanguage } from '../account';
import { AFFILIATE_REF, issueVisitToken } from '../resellers';
import { signedOutData } from './inline-data';
import { pageLocale } from './page-locale';
import { pageAt } from './pages.service';
import { publicOrigin } from './public-origin';
import { renderPage } from './render-page';
import { robotsTxt } from './robots';
import { visitorPageRenderer } from './server-render';
import { sitemapXml } from './sitemap';
import { localeDistDir, webBuildsReader } from './web-build';

/**
 * A page opened with `?ref=CODE` carries the visit token its click beacon sends back: only a visit to a
 * page this product rendered, for that code and this client, counts (modules/resellers/visit-token.ts).
 */
function affiliateVisitToken(c: Context<AppEnv>, url: URL) {
  const ref = url.searchParams.get('ref')?.trim();
  if (!ref || !AFFILIATE_REF.test(ref)) return undefined;
  return issueVisitToken(c.var.deps.secret, ref, { address: clientAddress(c), userAgent: c.req.header('user-agent') });
}

/**
 * The web app's pages: every client route answered with the app's HTML carrying that
 * page's head, data and preloads; 404 outside the route table or for no such event; /sitemap.xml and
 * /robots.txt. Not API operations: none of it is in the API document.
 */
export function registerPages(app: Hono<AppEnv>, distDir: string) {
  const webBuild = webBuildsReader(distDir);
  const renderVisitorPage = visitorPageRenderer(path.join(distDir, '..', 'dist-server'));
  app.get('/robots.txt', (c) => c.text(robotsTxt(publicOrigin(c))));
  app.get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(c.var.deps, publicOrigin(c));
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
  });
  const page = async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const locale = pageLocale(c, url);
    const sessionToken = await signedSessionTokenOf(c);
    // The switcher's link: a signed-in person's choice is their account's too (their mail's language).
    if (sessionToken && url.searchParams.get('lang') === locale) {
      await rememberAccountLanguage(c.var.deps.db, sessionToken, locale);
    }
    const build = webBuild(locale);
    if (!build) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    const cached = await pageAt(c.var.deps, url, publicOrigin(c), locale);
    // A visitor's page carries their session check's answer (401), and comes rendered, so it paints
    // before any script runs. An event's parts are shared through the catalog cache: copied, never changed.
    const parts =
      cached.status === 200 && !sessionToken
        ? await renderVisitorPage(
            build,
            locale,
            url,
            cached,
            { ...cached.data, ...signedOutData(problemBody(unauthorized(), c.var.requestId, publicOrigin(c), locale)) },
            c.var.deps.log,
          )
        : cached;
    // Pages change with the catalog: always asked again (a 304 costs the server the same work).
    c.header('cache-control', 'no-cache');
    // A visitor's page carries their session check's answer, and is in their language (the cookie's,
    // else the browser's): a cache must not hand it to someone else.
    c.header('vary', 'Cookie, Accept-Language');
    const request = {
      locale,
      languageAsked: url.searchParams.get('lang') === locale,
      visitToken: affiliateVisitToken(c, url),
    };
    return c.html(renderPage(build, parts, request), parts.status);
  };
  const otherBuilds = LOCALES.filter((locale) => locale !== BASE_LOCALE).map((locale) =>
    localeDistDir(distDir, locale),
  );
  registerWebApp(app, distDir, page, otherBuilds);
}
