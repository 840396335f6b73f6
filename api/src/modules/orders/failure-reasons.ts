import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { english, type Message, type Said, said, type Words, wordsIn } from '../../lib/said';

/**
 * Why an order failed or was cancelled: kept in the order as its English (orders.failure_reason, what
 * support and the logs read), said to the buyer in their language. Each reason is a catalog message,
 * found again by its English; a reason stored otherwise is said as stored.
 */
const byEnglish = new Map<string, Said>();

function reason(message: Message<Record<string, never>>): string {
  const words = said(message);
  byEnglish.set(english(words), words);
  return english(words);
}

export const FAILURE = {
  lateSoldOut: reason(m.order_failed_late_sold_out),
  eventGone: reason(m.order_failed_event_gone),
  deletedByBuyer: reason(m.order_cancelled_by_buyer),
  holdExpired: reason(m.order_cancelled_hold_expired),
  startedElsewhere: reason(m.order_cancelled_started_elsewhere),
  startedAgain: reason(m.order_cancelled_started_again),
  paymentUnavailable: reason(m.order_failed_payment_unavailable),
  paymentCancelled: reason(m.order_cancelled_payment_cancelled),
};

/** 'Not paid within 24 hours.': the one reason with a number in it, read back by its pattern. */
export const notPaidWithin = (hours: number) => english(said(m.order_cancelled_not_paid, { hours }));
const NOT_PAID = /^Not paid within (\d+) hours\.$/;

/** A stored reason as words a reader's language can be given. */
export function failureWords(stored: string): Words {
  const known = byEnglish.get(stored);
  if (known) return known;
  const hours = NOT_PAID.exec(stored)?.[1];
  return hours ? said(m.order_cancelled_not_paid, { hours: Number(hours) }) : stored;
}

/** A stored reason (or none) in `locale`. */
export const failureReasonIn = (stored: string | null, locale: Locale) =>
  stored === null ? null : wordsIn(failureWords(stored), locale);
