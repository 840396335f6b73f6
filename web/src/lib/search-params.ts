/** A positive whole number from a URL search parameter (an id), else undefined. */
export function positiveId(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
