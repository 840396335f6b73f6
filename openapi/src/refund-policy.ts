import { pageNow } from './intl-formats';
import { formatEventDate, instantInZone, todayInZone } from './time';

/**
 * The refund policy (document 2, section 9; decisions.md item 52), one rule for every screen
 * and, with issue 29, for the refunds themselves. Days are whole days on the event's own calendar,
 * from today to the day it starts.
 */

/** A buyer's own request, by how close the event is: its share of the ticket price; the service fee is kept. */
export const BUYER_TIERS = [
  { tier: 'more_than_30_days', fromDays: 31, percent: 100 },
  { tier: 'from_7_to_30_days', fromDays: 7, percent: 75 },
  { tier: 'under_7_days', fromDays: Number.NEGATIVE_INFINITY, percent: 0 },
] as const;

export type BuyerRefundTier = (typeof BUYER_TIERS)[number]['tier'];

type Day = { year: number; month: number; day: number };
const dayNumber = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
const dayOf = (n: number): Day => {
  const at = new Date(n * 86_400_000);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};

/** Whole days from `now`'s day to the event's start day, both on the event's calendar (0: it starts today). */
export function daysBeforeEvent(startsAt: string | Date, timeZone: string, now = pageNow()): number {
  return dayNumber(todayInZone(timeZone, new Date(startsAt))) - dayNumber(todayInZone(timeZone, now));
}

/** What a buyer asking now gets back of an order's tickets (minor units): the tier, its share, the fee kept. */
export function buyerRefund(
  order: { ticketsMinor: number; serviceFeeMinor: number; startsAt: string | Date; timeZone: string },
  now = pageNow(),
) {
  const days = daysBeforeEvent(order.startsAt, order.timeZone, now);
  const { tier, percent } = BUYER_TIERS.find((t) => days >= t.fromDays) ?? BUYER_TIERS[2];
  // 75% of an odd number of sen rounds half up, as the service fee does (fees.ts): never past the price.
  return {
    tier,
    percent,
    days,
    refundMinor: Math.round((order.ticketsMinor * percent) / 100),
    feeKeptMinor: order.serviceFeeMinor,
  };
}

/**
 * The last day (on the event's calendar) each paying tier of a buyer's request lasts, for showing the
 * terms before buying; a tier already over is left out.
 */
export function buyerRefundDeadlines(startsAt: string | Date, timeZone: string, now = pageNow()) {
  const start = dayNumber(todayInZone(timeZone, new Date(startsAt)));
  const today = dayNumber(todayInZone(timeZone, now));
  return BUYER_TIERS.filter((t) => t.percent > 0 && start - t.fromDays >= today).map((t) => ({
    tier: t.tier,
    percent: t.percent,
    lastDay: dayOf(start - t.fromDays),
  }));
}

/**
 * A day of the event's calendar (or its ISO form, '2026-12-23') written as the event's dates are: 'Wed, 23 Dec 2026'
 * (in `locale`, an Intl name, else the page's language).
 */
export function formatPolicyDay(day: Day | string, timeZone: string, locale?: string) {
  const [year, month, date] = typeof day === 'string' ? day.split('-').map(Number) : [day.year, day.month, day.day];
  const noon = instantInZone({ year, month, day: date, hour: 12 }, timeZone).toISOString();
  return locale ? formatEventDate(noon, timeZone, locale) : formatEventDate(noon, timeZone);
}

/** A postponed event: a buyer may ask for everything back, service fee included, for this many days. */
export const POSTPONEMENT_WINDOW_DAYS = 30;

/**
 * The last day (on the event's calendar) of a postponed event's full-refund window: the day it was
 * postponed plus 30. Null when it was never postponed.
 */
export function postponementLastDay(postponedAt: string | Date | null, timeZone: string): Day | null {
  if (!postponedAt) return null;
  return dayOf(dayNumber(todayInZone(timeZone, new Date(postponedAt))) + POSTPONEMENT_WINDOW_DAYS);
}

/** Whether a postponed event's full-refund window is open today (its last day included). */
export function inPostponementWindow(postponedAt: string | Date | null, timeZone: string, now = pageNow()) {
  const last = postponementLastDay(postponedAt, timeZone);
  return last !== null && dayNumber(todayInZone(timeZone, now)) <= dayNumber(last);
}

/** What decided a buyer's refund: a tier of the policy, the postponement window, or nothing paid to give back. */
export type RefundQuoteTier = BuyerRefundTier | 'postponed' | 'nothing_paid';

export interface RefundQuoteInput {
  /** The unit price of each ticket asked for (minor units): the price paid, not today's. */
  ticketPricesMinor: number[];
  order: {
    /** The order's tickets before the fee, and its service fee (minor units). */
    subtotalMinor: number;
    serviceFeeMinor: number;
    /** The part of the service fee given back already by earlier refunds. */
    feeRefundedMinor: number;
    /** Complimentary (box-office) tickets: nothing was paid, they are cancelled. */
    complimentary: boolean;
  };
  /** After this refund no ticket of the order is left to give back: the rest of the fee goes with it. */
  takesLastTickets: boolean;
  event: { startsAt: string | Date; timeZone: string; postponedAt: string | Date | null };
}

/**
 * The outcome of a buyer's request for these tickets, asked now (decisions.md items 52 and 54): the
 * tier that decides it, its share, the amount, the service fee given back and kept, and whether it is
 * given at once (`automatic`) or goes to the organizer. Inside a postponed event's window everything
 * comes back: the tickets' price and the fee's share of them (by price, rounded half up), the rest of
 * the fee with the last tickets. An order with nothing paid is cancelled at once, nothing to give back.
 */
export function buyerRefundQuote(input: RefundQuoteInput, now = pageNow()) {
  const { order, event } = input;
  const days = daysBeforeEvent(event.startsAt, event.timeZone, now);
  const ticketsMinor = input.ticketPricesMinor.reduce((sum, price) => sum + price, 0);
  const feeLeft = order.serviceFeeMinor - order.feeRefundedMinor;
  if (order.complimentary || order.subtotalMinor + order.serviceFeeMinor === 0) {
    return quote('nothing_paid', 0, days, 0, 0, 0, true);
  }
  if (inPostponementWindow(event.postponedAt, event.timeZone, now)) {
    const share =
      order.subtotalMinor > 0 ? Math.round((order.serviceFeeMinor * ticketsMinor) / order.subtotalMinor) : 0;
    const feeBack = input.takesLastTickets ? feeLeft : Math.min(share, feeLeft);
    return quote('postponed', 100, days, ticketsMinor, ticketsMinor + feeBack, feeBack, true, feeLeft - feeBack);
  }
  const { tier, percent } = BUYER_TIERS.find((t) => days >= t.fromDays) ?? BUYER_TIERS[2];
  // Rounded half up, as buyerRefund does: never past the price.
  return quote(tier, percent, days, ticketsMinor, Math.round((ticketsMinor * percent) / 100), 0, percent > 0, feeLeft);
}

function quote(
  tier: RefundQuoteTier,
  percent: number,
  days: number,
  ticketsMinor: number,
  refundMinor: number,
  feeBackMinor: number,
  automatic: boolean,
  feeKeptMinor = 0,
) {
  return { tier, percent, days, ticketsMinor, refundMinor, feeBackMinor, feeKeptMinor, automatic };
}

export type BuyerRefundQuote = ReturnType<typeof buyerRefundQuote>;
