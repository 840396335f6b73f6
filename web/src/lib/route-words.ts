/**
 * Words a route declares in its `staticData` (its loading words, its 'Access Denied' words): a message of
 * the catalogs, called as the page renders so it is in the page's language (the server renders both
 * languages from one module), or plain text on the screens not yet translated.
 */
export type RouteWords = string | (() => string);

export const wordsOf = (words: RouteWords): string => (typeof words === 'function' ? words() : words);
