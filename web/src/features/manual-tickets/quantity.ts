/** 1 to 1000 tickets per issue, as the API allows. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

/** A typed quantity as a number of tickets: non-numeric becomes 1, the rest kept within 1-1000. */
export function parseQuantity(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, n));
}
