import { type components, formatPrice } from '@pentas/openapi';
import { formatPolicyDay } from '@pentas/openapi/refund-policy';
import type { OrderDetail } from './queries';

export type RefundQuote = components['schemas']['RefundQuote'];
type Refund = OrderDetail['refunds'][number];
type RefundRequest = OrderDetail['refundRequests'][number];

/** An order's refund status as the buyer reads it (decisions.md item 55); none when nothing was given back. */
export const refundStatusWords: Record<OrderDetail['refundStatus'], string | null> = {
  none: null,
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** A refund's state: on its way, done, or stuck (the provider refused or its window passed: staff pay it). */
export const refundStateWords: Record<Refund['state'], { text: string; variant: 'yellow' | 'green' | 'red' }> = {
  pending: { text: 'Refund pending', variant: 'yellow' },
  succeeded: { text: 'Refunded', variant: 'green' },
  failed: { text: 'Not back yet', variant: 'red' },
  manual: { text: 'Not back yet', variant: 'red' },
};

/**
 * Under a refund the provider refused or could no longer make (decisions.md item 62): the money is still
 * owed, and staff pay it another way (payment health's list), so the buyer is told that, not "contact us".
 */
export const REFUND_OWED_WORDS =
  'The refund to your payment method did not go through. The money is still yours: our team will pay it back another way and write to you about it.';

/** How the money of a refunded order is doing, in the page's first lines: back, on its way, or owed. */
export function refundedHeadline(order: Pick<OrderDetail, 'refunds' | 'refunded' | 'total' | 'currency'>) {
  const amount = `${formatPrice(order.refunded, order.currency)} of ${formatPrice(order.total, order.currency)}`;
  if (order.refunds.some((r) => r.state === 'failed' || r.state === 'manual')) {
    return `${amount} is owed back to you: the refund to your payment method did not go through, and our team will pay it another way.`;
  }
  if (order.refunds.some((r) => r.state === 'pending')) return `${amount} is on its way back to you.`;
  return `${amount} has been given back to you.`;
}

export const requestStateWords: Record<RefundRequest['state'], { text: string; variant: 'yellow' | 'green' | 'gray' }> =
  {
    requested: { text: 'Requested', variant: 'yellow' },
    approved: { text: 'Approved', variant: 'green' },
    refused: { text: 'Refused', variant: 'gray' },
  };

/** Why money went back, in a few words. */
export const refundCauseWords: Record<Refund['cause'], string> = {
  buyer_request: 'You asked for it',
  request_approved: 'The organizer approved your request',
  staff: 'Given by the organizer',
  event_cancelled: 'The event was cancelled',
  event_postponed: 'The event was postponed',
};

const away = (days: number) => {
  if (days <= 0) return days === 0 ? 'is today' : 'has already taken place';
  return `is ${days} day${days === 1 ? '' : 's'} away`;
};

/**
 * What asking gives, in one or two sentences, before the buyer confirms: "You get back RM 75.00: 75% of
 * the ticket price, as the event is 12 days away. The service fee of RM 2.50 is kept."
 */
export function quoteWords(quote: RefundQuote, timeZone: string) {
  const money = (amount: string) => formatPrice(amount, quote.currency);
  const kept = Number(quote.serviceFeeKept) > 0 ? ` The service fee of ${money(quote.serviceFeeKept)} is kept.` : '';
  switch (quote.tier) {
    case 'nothing_paid':
      return 'Nothing was paid for these tickets, so there is nothing to refund: they are cancelled at once.';
    case 'postponed': {
      const fee = Number(quote.serviceFeeBack) > 0 ? `, with ${money(quote.serviceFeeBack)} of service fee` : '';
      const until = quote.postponementLastDay
        ? ` (you can ask until ${formatPolicyDay(quote.postponementLastDay, timeZone)})`
        : '';
      return `You get back ${money(quote.amount)}: the full ticket price${fee}, as the event was postponed${until}.${kept}`;
    }
    case 'under_7_days':
      return `The event ${away(quote.daysBeforeEvent)}: under 7 days before it, the refund policy gives nothing back. You can ask the organizer, who may refund in exceptional circumstances.`;
    default: {
      const share = quote.percent === 100 ? 'the ticket price' : `${quote.percent}% of the ticket price`;
      return `You get back ${money(quote.amount)}: ${share}, as the event ${away(quote.daysBeforeEvent)}.${kept}`;
    }
  }
}
