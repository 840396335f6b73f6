import { m } from '@pentas/i18n/messages';
import { toMinor } from '@pentas/openapi';
import type { EventOrder } from './queries';

/** An order's refunded state as staff read it; the badge's colour with it. */
export const refundStateLooks: Record<
  EventOrder['refundState'],
  { text: () => string; variant: 'green' | 'yellow' | 'gray' }
> = {
  paid: { text: m.sales_paid, variant: 'green' },
  partly_refunded: { text: m.order_partly_refunded, variant: 'yellow' },
  refunded: { text: m.status_refunded, variant: 'gray' },
};

/** What is left of an order to give back (minor units). */
export const leftToRefund = (order: Pick<EventOrder, 'paidMinor' | 'refundedMinor'>) =>
  Math.max(0, order.paidMinor - order.refundedMinor);

/** An amount as typed ('25', '25.50') in minor units; undefined when it is not one. */
export function typedAmount(text: string): number | undefined {
  const minor = toMinor(text);
  return minor === null ? undefined : minor;
}

/** A search is an order number (8 characters, a leading # allowed) or a whole e-mail address. */
export function searchProblem(text: string): string | undefined {
  const q = text.trim().replace(/^#/, '');
  if (!q || /^[0-9a-f]{8}$/i.test(q) || /^[^\s@]+@[^\s@]+$/.test(q)) return undefined;
  return m.sales_search_problem();
}
