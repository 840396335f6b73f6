/** A positive whole number from a URL parameter (an id, in the path or the search), else undefined. */
export function positiveId(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
