import { describe, expect, it } from 'vitest';
import { quoteWords, type RefundQuote, refundedHeadline } from './refund-words';

const quote: RefundQuote = {
  ticketIds: ['t1'],
  currency: 'MYR',
  tier: 'from_7_to_30_days',
  percent: 75,
  daysBeforeEvent: 12,
  ticketsPrice: '100.00',
  amount: '75.00',
  serviceFeeBack: '0.00',
  serviceFeeKept: '2.50',
  automatic: true,
  postponementLastDay: null,
};

describe('the refund quote in words', () => {
  it('names the amount, the share and why, and the fee kept', () => {
    expect(quoteWords(quote, 'Asia/Kuala_Lumpur')).toBe(
      'You get back RM 75.00: 75% of the ticket price, as the event is 12 days away. The service fee of RM 2.50 is kept.',
    );
    expect(quoteWords({ ...quote, tier: 'more_than_30_days', percent: 100, daysBeforeEvent: 1 }, 'UTC')).toContain(
      'the ticket price, as the event is 1 day away.',
    );
  });

  it("says a postponement's full refund with the window's last day on the event's calendar", () => {
    const postponed = {
      ...quote,
      tier: 'postponed' as const,
      percent: 100,
      amount: '102.50',
      serviceFeeBack: '2.50',
      serviceFeeKept: '0.00',
      postponementLastDay: '2026-12-23',
    };
    expect(quoteWords(postponed, 'Pacific/Auckland')).toBe(
      'You get back RM 102.50: the full ticket price, with RM 2.50 of service fee, as the event was postponed (you can ask until Wed, 23 Dec 2026).',
    );
  });
});

describe("a refunded order's headline", () => {
  const order = (...states: ('pending' | 'succeeded' | 'failed' | 'manual')[]) => ({
    refunded: '136.00',
    total: '140.08',
    currency: 'MYR',
    refunds: states.map((state) => ({ state }) as never),
  });

  it('says the money is back only once every refund went through', () => {
    expect(refundedHeadline(order('succeeded'))).toBe('RM 136.00 of RM 140.08 has been given back to you.');
    expect(refundedHeadline(order('succeeded', 'pending'))).toBe('RM 136.00 of RM 140.08 is on its way back to you.');
  });

  it('says it is still owed when the provider refused or could no longer refund it, never that it is back', () => {
    for (const state of ['failed', 'manual'] as const) {
      expect(refundedHeadline(order('succeeded', state))).toMatch(
        /is owed back to you: the refund to your payment method did not go through/,
      );
    }
  });
});
