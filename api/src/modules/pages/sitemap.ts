import type { AppDeps } from '../../context';
import { escapeHtml } from './html-escape';
import { sitemapEvents } from './pages.queries';

/**
 * /sitemap.xml: the landing page and every open event's page, with when each last changed. Kept in the
 * catalog cache, so an event or ticket type written through this instance shows at once.
 */
export function sitemapXml(deps: AppDeps, origin: string): Promise<string> {
  return deps.catalogCache.get(`sitemap:${origin}`, async () => {
    const rows = await sitemapEvents(deps.db);
    const url = (loc: string, lastmod?: string) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url(`${origin}/`),
      ...rows.map((row) => url(`${origin}/events/${row.id}`, new Date(row.lastModified).toISOString())),
      '</urlset>',
      '',
    ].join('\n');
  }) as Promise<string>;
}
