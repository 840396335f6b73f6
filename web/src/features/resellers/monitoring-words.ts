import type { AttributionRow } from './queries';

/** Reseller monitoring's total badge: green above 50, blue above 20, yellow above 0. */
export function totalBadgeVariant(total: number) {
  if (total > 50) return 'green';
  if (total > 20) return 'blue';
  if (total > 0) return 'yellow';
  return 'gray';
}

/** A reseller's top events: 2 shown, then '+N more'. */
export function topEvents<T>(events: T[], shown = 2): { shown: T[]; more: number } {
  return { shown: events.slice(0, shown), more: Math.max(0, events.length - shown) };
}

/** Why an attribution row is not in the reseller's figures, in words. */
export const notCountedWords: Record<NonNullable<AttributionRow['notCountedBecause']>, string> = {
  not_completed: 'Not counted: the order is not completed',
  own_purchase: "Not counted: the code owner's own purchase",
  manual: 'Not counted: a manual order',
};
