const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value (always double-quoted by us) made safe to write into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c]);
}

/**
 * JSON to write inside a `<script>` element (JSON-LD, the inline data). `<` as \u003c, so no text can
 * close the element (`</script>`) or open a comment (`<!--`); U+2028 and U+2029 escaped too, as
 * older script parsers take them for line ends. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
