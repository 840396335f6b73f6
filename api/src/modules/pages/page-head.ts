import { escapeHtml, scriptJson } from './html-escape';

/** What a page says about itself in the HTML head (search results, chat previews). */
export interface PageHead {
  title: string;
  /** og:title, where it differs from the window title (an event's own name, without the site's). */
  shareTitle?: string;
  description: string;
  /** Absolute URL of the page (canonical, og:url). */
  url: string;
  /** Absolute URL of its picture (og:image); pages without one get a plain summary card. */
  image?: string;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: unknown;
}

export const SITE_NAME = 'Pentas';

/** The head's tags for `head`, every value escaped (text and attributes; JSON-LD by scriptJson). */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.shareTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
