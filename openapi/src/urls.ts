const BASE = 'http://pentas.invalid';

/** Printable ASCII only: what `location.pathname + location.search` and a parsed Referer look like. */
const printableAscii = /^[\x21-\x7e]*$/;

const utf8 = new TextDecoder();

/** One round of percent-decoding that never throws: each run of %XX is read as UTF-8 (bad bytes become U+FFFD). */
function percentDecodedOnce(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/**
 * A path as a browser, or any later hop that decodes it again, would read it: tabs, newlines and other
 * control characters and spaces dropped, backslashes as slashes, compatibility look-alikes folded
 * (a fullwidth solidus is a slash to a host parser).
 */
const asBrowsersRead = (text: string) =>
  [...text.normalize('NFKC')]
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch !== '\x7f')
    .join('')
    .replaceAll('\\', '/');

/**
 * The pathname decoded and resolved again until nothing changes; null if at any round it would start
 * with '//' (a host: `/%2f%2fevil`, `/.%2f/evil`, `/%5c%5cevil`, `/%09/evil`, double encodings).
 */
function resolvedPath(pathname: string): string | null {
  let current = pathname;
  for (let round = 0; round < 5; round++) {
    const decoded = asBrowsersRead(percentDecodedOnce(current));
    if (decoded.startsWith('//')) return null;
    const next = new URL(decoded, BASE).pathname;
    if (next === current) return current;
    current = next;
  }
  return null; // encoded deeper than any real link is
}

/** Where a signed-out visitor of `here` (a path and query on this site) is sent: to log in, then back. */
export function loginAndReturnTo(here: string) {
  return `/api/login?returnTo=${encodeURIComponent(here)}`;
}

/**
 * A path on this site to return to after signing in, or null: the one rule for the API's
 * `/api/login?returnTo` and the login page. The result is the path the browser would request,
 * normalised (`/./`, `/../` resolved), and can never reach another origin: not as it is (`//evil`,
 * `/\evil`, `/.//evil`, `/<tab>/evil`, `https://…`) nor after any number of decodings (`/%2f%2fevil`,
 * `/%5cevil`, `/%252f%252fevil`, an encoded fullwidth solidus). Only printable ASCII is accepted, as
 * real return paths are already percent-encoded. The login page and API paths are refused too.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || !printableAscii.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const resolved = resolvedPath(url.pathname);
  if (resolved === null || /^\/(login|api)(\/|$)/i.test(resolved)) return null;
  return url.pathname + url.search;
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
