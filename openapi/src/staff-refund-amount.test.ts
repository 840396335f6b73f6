import { describe, expect, it } from 'vitest';
import { feePartOf, staffRefundAmount } from './staff-refund-amount';

// Two tickets at 50.00 and one at 30.00, a 4.00 service fee: 134.00 paid.
const order = {
  totalMinor: 13000,
  serviceFeeMinor: 400,
  refundedMinor: 0,
  isManual: false,
  held: [
    { id: 'a', priceMinor: 5000 },
    { id: 'b', priceMinor: 5000 },
    { id: 'c', priceMinor: 3000 },
  ],
};

describe('what a staff refund gives back (decisions.md item 57)', () => {
  it('gives tickets back at their order-item prices, without the fee', () => {
    expect(staffRefundAmount({ ticketIds: ['a', 'c'] }, order)).toEqual({ amountMinor: 8000, feeMinor: 0 });
  });

  it('adds the fee only when every ticket left goes, and counts it as the fee part', () => {
    expect(staffRefundAmount({ ticketIds: ['a', 'b', 'c'], includeServiceFee: true }, order)).toEqual({
      amountMinor: 13400,
      feeMinor: 400,
    });
    expect(staffRefundAmount({ ticketIds: ['a'], includeServiceFee: true }, order)).toEqual({
      errors: [{ path: 'includeServiceFee', reason: 'fee_without_all_tickets' }],
    });
  });

  it('never reckons past what is left: an earlier goodwill amount comes off the tickets and fee', () => {
    const after = { ...order, refundedMinor: 2000 };
    expect(staffRefundAmount({ ticketIds: ['a', 'b', 'c'], includeServiceFee: true }, after)).toEqual({
      amountMinor: 11400,
      feeMinor: 400,
    });
  });

  it('takes an amount as given (the conditional statement refuses too much), with or without tickets', () => {
    expect(staffRefundAmount({ amountMinor: 2500 }, order)).toEqual({ amountMinor: 2500, feeMinor: 0 });
    expect(staffRefundAmount({ ticketIds: ['a'], amountMinor: 100 }, order)).toEqual({ amountMinor: 100, feeMinor: 0 });
    expect(staffRefundAmount({ amountMinor: 2500, includeServiceFee: true }, order)).toMatchObject({
      errors: [{ path: 'includeServiceFee' }],
    });
  });

  it('asks for tickets or an amount, and refuses a ticket named twice', () => {
    expect(staffRefundAmount({}, order)).toMatchObject({ errors: [{ path: 'ticketIds' }] });
    expect(staffRefundAmount({ ticketIds: ['a', 'a'] }, order)).toMatchObject({ errors: [{ path: 'ticketIds' }] });
  });

  it('gives nothing back for complimentary tickets, which are only cancelled', () => {
    const comp = { ...order, isManual: true };
    expect(staffRefundAmount({ ticketIds: ['a'] }, comp)).toEqual({ amountMinor: 0, feeMinor: 0 });
    expect(staffRefundAmount({ ticketIds: ['a'], amountMinor: 100 }, comp)).toMatchObject({
      errors: [{ path: 'amountMinor' }],
    });
  });

  it('counts money past the tickets as fee, once', () => {
    expect(feePartOf({ totalMinor: 13000, refundedMinor: 0 }, 13400)).toBe(400);
    expect(feePartOf({ totalMinor: 13000, refundedMinor: 13200 }, 200)).toBe(200);
    expect(feePartOf({ totalMinor: 13000, refundedMinor: 5000 }, 1000)).toBe(0);
  });
});
