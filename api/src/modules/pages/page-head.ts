import { LOCALES, type Locale } from '@pentas/i18n';
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

/** A page's address in one language: `?lang=` picks it (api/src/modules/pages/page-locale.ts). */
function addressIn(url: string, locale: Locale) {
  const address = new URL(url);
  address.searchParams.set('lang', locale);
  return address.href;
}

/**
 * The head's tags for `head` in `locale`, every value escaped (text and attributes; JSON-LD by
 * scriptJson). A page has one address per language (`?lang=`) and its plain address, which answers
 * in the visitor's own (x-default); the canonical is the one it was asked at.
 */
export function headTags(head: PageHead, locale: Locale, languageAsked: boolean): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const url = languageAsked ? addressIn(head.url, locale) : head.url;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...LOCALES.map((other) => alternate(other, addressIn(head.url, other))),
    alternate('x-default', head.url),
    meta('property', 'og:locale', locale === 'ms' ? 'ms_MY' : 'en_MY'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.shareTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
