const BASE = 'http://pentas.invalid';

const hasControlOrSpace = (text: string) => [...text].some((ch) => ch.charCodeAt(0) <= 0x20);

/**
 * A path on this site to return to after signing in, or null. Resolved as a browser would: a value
 * that could reach another origin ('//evil', '/\evil', '/<tab>/evil', 'https://…') is refused, and
 * so are control characters and spaces, which browsers strip before resolving.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.includes('\\') || hasControlOrSpace(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search;
  return path.startsWith('/login') || path.startsWith('/api/') ? null : path;
}

/**
 * An event image: an http(s) URL, an uploaded poster or a bundled poster. Relative paths are exact,
 * so an image can never point at one of our own endpoints (an <img> of /api/… carries the cookie).
 */
export function isImageUrl(value: string): boolean {
  if (/^\/objects\/posters\/[0-9a-f]{32}$/.test(value) || /^\/posters\/[a-z0-9-]+\.svg$/.test(value)) return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
