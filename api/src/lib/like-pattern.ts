/** `text` as a LIKE pattern that matches it anywhere, any case, literally (`%`, `_` and `\` escaped). */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `text` as a LIKE pattern that matches what begins with it, any case, literally (an index on lower() can answer). */
export const startingWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
