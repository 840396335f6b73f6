import { m } from '@pentas/i18n/messages';
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
const notCounted: Record<NonNullable<AttributionRow['notCountedBecause']>, () => string> = {
  not_completed: m.resell_not_counted_not_completed,
  own_purchase: m.resell_not_counted_own_purchase,
  manual: m.resell_not_counted_manual,
};

export const notCountedWords = (reason: NonNullable<AttributionRow['notCountedBecause']>) => notCounted[reason]();

/** An attribution row's order status, as the database says it ('completed'). */
const statusWords: Record<AttributionRow['status'], () => string> = {
  pending: m.resell_status_pending,
  completed: m.resell_status_completed,
  failed: m.resell_status_failed,
  cancelled: m.resell_status_cancelled,
};

export const attributionStatusWords = (status: AttributionRow['status']) => statusWords[status]?.() ?? status;
