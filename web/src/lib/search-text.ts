/** The API's bound on a search parameter (`singleLineText` of 100). */
const MAX_SEARCH = 100;

/**
 * What a search box asks the server for: trimmed, within the API's bound, control characters (a
 * pasted tab) as spaces, so no keystroke can make the list's call a 422.
 */
export function searchText(text: string) {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH)
    .trim();
}
