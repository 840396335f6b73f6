/** `text` as a LIKE pattern that matches it anywhere, any case, literally (`%`, `_` and `\` escaped). */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
