import { m } from '@pentas/i18n/messages';
import { type components, formatPrice } from '@pentas/openapi';
import { formatPolicyDay } from '@pentas/openapi/refund-policy';
import type { OrderDetail } from './queries';

export type RefundQuote = components['schemas']['RefundQuote'];
type Refund = OrderDetail['refunds'][number];
type RefundRequest = OrderDetail['refundRequests'][number];

/** An order's refund status as the buyer reads it (decisions.md item 55); none when nothing was given back. */
export function refundStatusWords(status: OrderDetail['refundStatus']): string | null {
  if (status === 'partly_refunded') return m.order_partly_refunded();
  return status === 'refunded' ? m.status_refunded() : null;
}

/** A refund's state: on its way, done, or stuck (the provider refused or its window passed: staff pay it). */
export function refundStateWords(state: Refund['state']): { text: string; variant: 'yellow' | 'green' | 'red' } {
  switch (state) {
    case 'pending':
      return { text: m.order_refund_pending(), variant: 'yellow' };
    case 'succeeded':
      return { text: m.status_refunded(), variant: 'green' };
    default:
      return { text: m.order_refund_not_back(), variant: 'red' };
  }
}

/**
 * Under a refund the provider refused or could no longer make (decisions.md item 62): the money is still
 * owed, and staff pay it another way (payment health's list), so the buyer is told that, not "contact us".
 */
export const refundOwedWords = () => m.order_refund_owed();

/** How the money of a refunded order is doing, in the page's first lines: back, on its way, or owed. */
export function refundedHeadline(order: Pick<OrderDetail, 'refunds' | 'refunded' | 'total' | 'currency'>) {
  const amounts = {
    refunded: formatPrice(order.refunded, order.currency),
    total: formatPrice(order.total, order.currency),
  };
  if (order.refunds.some((r) => r.state === 'failed' || r.state === 'manual')) return m.order_refunded_owed(amounts);
  if (order.refunds.some((r) => r.state === 'pending')) return m.order_refunded_on_way(amounts);
  return m.order_refunded_done(amounts);
}

export function requestStateWords(state: RefundRequest['state']): {
  text: string;
  variant: 'yellow' | 'green' | 'gray';
} {
  if (state === 'approved') return { text: m.order_request_approved(), variant: 'green' };
  if (state === 'refused') return { text: m.order_request_refused(), variant: 'gray' };
  return { text: m.order_request_requested(), variant: 'yellow' };
}

/** Why money went back, in a few words. */
const causeWords: Record<Refund['cause'], () => string> = {
  buyer_request: m.order_cause_buyer_request,
  request_approved: m.order_cause_request_approved,
  staff: m.order_cause_staff,
  event_cancelled: m.order_cause_event_cancelled,
  event_postponed: m.order_cause_event_postponed,
};
export const refundCauseWords = (cause: Refund['cause']) => causeWords[cause]();

/** How far off the event is, as 'the event …' goes on: 'is today', 'is 12 days away'. */
const away = (days: number) => {
  if (days <= 0) return days === 0 ? m.order_event_is_today() : m.order_event_took_place();
  return m.order_event_days_away({ count: days });
};

/**
 * What asking gives, in one or two sentences, before the buyer confirms: "You get back RM 75.00: 75% of
 * the ticket price, as the event is 12 days away. The service fee of RM 2.50 is kept."
 */
export function quoteWords(quote: RefundQuote, timeZone: string) {
  const money = (amount: string) => formatPrice(amount, quote.currency);
  const kept =
    Number(quote.serviceFeeKept) > 0 ? ` ${m.order_quote_fee_kept({ fee: money(quote.serviceFeeKept) })}` : '';
  switch (quote.tier) {
    case 'nothing_paid':
      return m.order_quote_nothing_paid();
    case 'postponed': {
      const fee =
        Number(quote.serviceFeeBack) > 0 ? m.order_quote_postponed_fee({ fee: money(quote.serviceFeeBack) }) : '';
      const until = quote.postponementLastDay
        ? m.order_quote_postponed_until({ day: formatPolicyDay(quote.postponementLastDay, timeZone) })
        : '';
      return `${m.order_quote_postponed({ amount: money(quote.amount), fee, until })}${kept}`;
    }
    case 'under_7_days':
      return m.order_quote_under_7_days({ away: away(quote.daysBeforeEvent) });
    default: {
      const share =
        quote.percent === 100
          ? m.order_quote_ticket_price()
          : m.order_quote_ticket_price_percent({ percent: quote.percent });
      const back = m.order_quote_back({ amount: money(quote.amount), share, away: away(quote.daysBeforeEvent) });
      return `${back}${kept}`;
    }
  }
}
