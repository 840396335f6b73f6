import { CRAWLER_DISALLOWED } from './route-table';

/** /robots.txt: the signed-in and staff pages and the API are not for search engines; the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
