/**
 * Reads a page's HTML as a crawler does (no JavaScript): the head's title and meta tags, JSON-LD and
 * the inline data script. Regular expressions are enough for the markup the server writes.
 */
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]);

export function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

/** The content of `<meta name|property="key" content="…">`. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag ? decodeEntities(tag[1]) : undefined;
}

export function canonicalOf(html: string): string | undefined {
  const raw = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

function scriptBodies(html: string, attributes: string): string[] {
  return [...html.matchAll(new RegExp(`<script ${attributes}>([\\s\\S]*?)</script>`, 'g'))].map((m) => m[1]);
}

export function jsonLdBlocks(html: string): unknown[] {
  return scriptBodies(html, 'type="application/ld\\+json"').map((text) => JSON.parse(text));
}

export function inlineDataOf(
  html: string,
): Record<string, { body: unknown; headers?: Record<string, string>; status?: number }> {
  const [text] = scriptBodies(html, 'type="application/json" id="pentas-data"');
  if (text === undefined) throw new Error('no pentas-data script');
  return JSON.parse(text);
}

/** The href of every `<link rel="…">` of that kind. */
export function linkHrefs(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]*)"`, 'g'))].map((m) => decodeEntities(m[1]));
}
