/** Inventory Tracking shows remaining stock in red when 10 or fewer are left, so a sell-out is seen coming. */
export const LOW_STOCK = 10;

/** How a ticket type's remaining stock reads: plain, low (red, with words), or gone. */
export function stockLevel(remaining: number): 'ok' | 'low' | 'sold-out' {
  if (remaining <= 0) return 'sold-out';
  return remaining <= LOW_STOCK ? 'low' : 'ok';
}
