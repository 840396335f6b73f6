import { describe, expect, it } from 'vitest';
import {
  buyerRefund,
  buyerRefundDeadlines,
  buyerRefundQuote,
  daysBeforeEvent,
  inPostponementWindow,
  postponementLastDay,
  type RefundQuoteInput,
} from './refund-policy';

// Saturday 12 December 2026, 8:00 pm in Jakarta (UTC+7) is 13:00 UTC.
const startsAt = '2026-12-12T13:00:00.000Z';
const zone = 'Asia/Jakarta';
/** An instant on Jakarta's wall clock. */
const jakarta = (date: string, time = '12:00') => new Date(`${date}T${time}:00+07:00`);
const order = { ticketsMinor: 10_001, serviceFeeMinor: 400, startsAt, timeZone: zone };

describe('the refund policy for a buyer who asks', () => {
  it("counts whole days on the event's calendar, not hours", () => {
    expect(daysBeforeEvent(startsAt, zone, jakarta('2026-12-12', '00:01'))).toBe(0);
    expect(daysBeforeEvent(startsAt, zone, jakarta('2026-12-11', '23:59'))).toBe(1);
    // 11 Nov 23:30 UTC is already 12 Nov in Jakarta: 30 days, not 31.
    expect(daysBeforeEvent(startsAt, zone, new Date('2026-11-11T23:30:00Z'))).toBe(30);
  });

  it('gives the ticket price less the service fee more than 30 days before, 75% from 30 to 7, nothing under 7', () => {
    expect(buyerRefund(order, jakarta('2026-11-11', '23:59'))).toMatchObject({
      tier: 'more_than_30_days',
      days: 31,
      refundMinor: 10_001,
      feeKeptMinor: 400,
    });
    expect(buyerRefund(order, jakarta('2026-11-12', '00:00'))).toMatchObject({ tier: 'from_7_to_30_days', days: 30 });
    // 75% of 10,001 sen is 7,500.75: rounded half up to 7,501.
    expect(buyerRefund(order, jakarta('2026-12-05', '23:59'))).toMatchObject({
      tier: 'from_7_to_30_days',
      days: 7,
      refundMinor: 7_501,
    });
    expect(buyerRefund(order, jakarta('2026-12-06', '00:00'))).toMatchObject({
      tier: 'under_7_days',
      days: 6,
      refundMinor: 0,
    });
    expect(buyerRefund(order, jakarta('2026-12-13'))).toMatchObject({ tier: 'under_7_days', refundMinor: 0 });
  });

  it('names the last day of each paying tier, leaving out those already over', () => {
    expect(buyerRefundDeadlines(startsAt, zone, jakarta('2026-11-01'))).toEqual([
      { tier: 'more_than_30_days', percent: 100, lastDay: { year: 2026, month: 11, day: 11 } },
      { tier: 'from_7_to_30_days', percent: 75, lastDay: { year: 2026, month: 12, day: 5 } },
    ]);
    expect(buyerRefundDeadlines(startsAt, zone, jakarta('2026-11-12'))).toEqual([
      { tier: 'from_7_to_30_days', percent: 75, lastDay: { year: 2026, month: 12, day: 5 } },
    ]);
    expect(buyerRefundDeadlines(startsAt, zone, jakarta('2026-12-06'))).toEqual([]);
  });
});

/** Two tickets of RM 50.00 and RM 30.00 (fee RM 2.50) of an event at `startsAt` in `timeZone`, asking for `prices`. */
const quoteInput = (
  event: RefundQuoteInput['event'],
  prices = [5_000, 3_000],
  more: Partial<RefundQuoteInput> = {},
): RefundQuoteInput => ({
  ticketPricesMinor: prices,
  order: { subtotalMinor: 8_000, serviceFeeMinor: 250, feeRefundedMinor: 0, complimentary: false },
  takesLastTickets: prices.length === 2,
  event,
  ...more,
});

describe("the outcome of a buyer's request for chosen tickets", () => {
  // Friday 1 January 2027, 7:00 pm in Auckland (UTC+13 in summer) is 06:00 UTC that day.
  const auckland = { startsAt: '2027-01-01T06:00:00.000Z', timeZone: 'Pacific/Auckland', postponedAt: null };
  const nz = (date: string, time: string) => new Date(`${date}T${time}:00+13:00`);

  it("gives 100% of the chosen tickets' price at 31 days and 75% at 30, at midnight on Auckland's calendar", () => {
    // 1 Dec 23:59 in Auckland is still 1 Dec 10:59 UTC: 31 days.
    expect(buyerRefundQuote(quoteInput(auckland, [5_000]), nz('2026-12-01', '23:59'))).toEqual({
      tier: 'more_than_30_days',
      percent: 100,
      days: 31,
      ticketsMinor: 5_000,
      refundMinor: 5_000,
      feeBackMinor: 0,
      feeKeptMinor: 250,
      automatic: true,
    });
    // One minute later it is 2 December in Auckland (still 1 December in UTC and in Kuala Lumpur): 30 days.
    expect(buyerRefundQuote(quoteInput(auckland, [5_000, 3_000]), nz('2026-12-02', '00:00'))).toMatchObject({
      tier: 'from_7_to_30_days',
      percent: 75,
      days: 30,
      ticketsMinor: 8_000,
      refundMinor: 6_000,
      automatic: true,
    });
  });

  it('gives 75% at 7 days and nothing automatic at 6, in Los Angeles around its midnight', () => {
    // Saturday 12 December 2026, 8:00 pm in Los Angeles (UTC-8) is 13 Dec 04:00 UTC.
    const la = { startsAt: '2026-12-13T04:00:00.000Z', timeZone: 'America/Los_Angeles', postponedAt: null };
    // 5 Dec 23:59 in LA is already 6 Dec in UTC: still 7 days on the event's calendar.
    expect(buyerRefundQuote(quoteInput(la, [3_001]), new Date('2026-12-06T07:59:00Z'))).toMatchObject({
      tier: 'from_7_to_30_days',
      days: 7,
      refundMinor: 2_251, // 75% of 3,001 is 2,250.75
      automatic: true,
    });
    expect(buyerRefundQuote(quoteInput(la, [3_001]), new Date('2026-12-06T08:00:00Z'))).toMatchObject({
      tier: 'under_7_days',
      days: 6,
      percent: 0,
      refundMinor: 0,
      automatic: false,
    });
  });

  it('gives everything back, fee included, within 30 days of a postponement, then the tiers again', () => {
    // Postponed on 2 Nov in Auckland (1 Nov 11:30 UTC); the new date is in 8 days' time: no tier would pay much.
    const postponed = { ...auckland, postponedAt: '2026-11-01T11:30:00.000Z' };
    expect(postponementLastDay(postponed.postponedAt, auckland.timeZone)).toEqual({ year: 2026, month: 12, day: 2 });
    expect(buyerRefundQuote(quoteInput(postponed), nz('2026-12-02', '23:59'))).toEqual({
      tier: 'postponed',
      percent: 100,
      days: 30,
      ticketsMinor: 8_000,
      refundMinor: 8_250,
      feeBackMinor: 250,
      feeKeptMinor: 0,
      automatic: true,
    });
    expect(inPostponementWindow(postponed.postponedAt, auckland.timeZone, nz('2026-12-03', '00:00'))).toBe(false);
    expect(buyerRefundQuote(quoteInput(postponed), nz('2026-12-03', '00:00'))).toMatchObject({
      tier: 'from_7_to_30_days',
      refundMinor: 6_000,
      feeBackMinor: 0,
      feeKeptMinor: 250,
    });
  });

  it("gives back the fee's share of some tickets in the window, and the rest of it with the last ones", () => {
    const postponed = { ...auckland, postponedAt: '2026-11-20T00:00:00.000Z' };
    const at = nz('2026-11-25', '12:00');
    // RM 30.00 of RM 80.00: 3/8 of the RM 2.50 fee is 93.75 sen, 94.
    const first = buyerRefundQuote(quoteInput(postponed, [3_000]), at);
    expect(first).toMatchObject({ tier: 'postponed', refundMinor: 3_094, feeBackMinor: 94, feeKeptMinor: 156 });
    const last = buyerRefundQuote(
      quoteInput(postponed, [5_000], {
        takesLastTickets: true,
        order: { subtotalMinor: 8_000, serviceFeeMinor: 250, feeRefundedMinor: 94, complimentary: false },
      }),
      at,
    );
    expect(last).toMatchObject({ refundMinor: 5_156, feeBackMinor: 156, feeKeptMinor: 0 });
    expect(first.feeBackMinor + last.feeBackMinor).toBe(250);
  });

  it('cancels at once what nothing was paid for: a free order, complimentary tickets', () => {
    const free = { subtotalMinor: 0, serviceFeeMinor: 0, feeRefundedMinor: 0, complimentary: false };
    const under7 = nz('2026-12-30', '12:00');
    expect(buyerRefundQuote(quoteInput(auckland, [0], { order: free }), under7)).toMatchObject({
      tier: 'nothing_paid',
      refundMinor: 0,
      automatic: true,
    });
    const comp = { ...free, subtotalMinor: 5_000, complimentary: true };
    expect(buyerRefundQuote(quoteInput(auckland, [5_000], { order: comp }), under7)).toMatchObject({
      tier: 'nothing_paid',
      refundMinor: 0,
      ticketsMinor: 0,
    });
  });
});
