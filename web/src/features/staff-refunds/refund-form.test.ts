import { describe, expect, it } from 'vitest';
import type { EventOrder } from './queries';
import { choiceProblems, feeCanGoBack, refundBody, refundTotal } from './refund-form';

const ticket = (id: string, priceMinor: number, status: EventOrder['tickets'][number]['status'] = 'active') => ({
  id,
  typeName: 'Standing',
  status,
  priceMinor,
});

const order: EventOrder = {
  id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
  number: '0b9c1f0e',
  buyer: { name: 'Chloe Tan', email: 'chloe@example.com' },
  currency: 'MYR',
  ticketsMinor: 10000,
  serviceFeeMinor: 400,
  paidMinor: 10400,
  refundedMinor: 0,
  refundState: 'paid',
  complimentary: false,
  openRequestId: null,
  promoCode: null,
  paidAt: '2026-11-21T10:00:00.000Z',
  tickets: [ticket('a', 5000), ticket('b', 5000, 'checked_in')],
};
const choice = { ticketIds: [] as string[], amountText: '', includeServiceFee: false, reason: 'Double-booked' };

describe('the Refund dialog', () => {
  it('shows the chosen tickets’ prices as the total, the fee only with every ticket left', () => {
    expect(refundTotal(order, { ...choice, ticketIds: ['a'] })).toBe(5000);
    expect(feeCanGoBack(order, { ...choice, ticketIds: ['a'] })).toBe(false);
    const all = { ...choice, ticketIds: ['a', 'b'], includeServiceFee: true };
    expect(refundTotal(order, all)).toBe(10400);
    expect(refundBody(order, all)).toEqual({
      reason: 'Double-booked',
      ticketIds: ['a', 'b'],
      includeServiceFee: true,
      includeUsed: true,
    });
  });

  it('shows a typed amount as the total, and sends it in minor units', () => {
    const amount = { ...choice, amountText: '25.50' };
    expect(refundTotal(order, amount)).toBe(2550);
    expect(refundBody(order, amount)).toEqual({ reason: 'Double-booked', amountMinor: 2550 });
  });

  it('names each problem beside its field before sending', () => {
    expect(choiceProblems(order, { ...choice, reason: ' ' })).toEqual({
      ticketIds: 'Choose tickets to refund, or enter an amount',
      reason: 'Say why: the buyer reads it',
    });
    expect(choiceProblems(order, { ...choice, amountText: 'ten' })).toEqual({
      amountMinor: 'Enter an amount such as 25 or 25.50',
    });
    expect(choiceProblems(order, { ...choice, amountText: '104.01' })).toEqual({
      amountMinor: 'That is more than is left to give back',
    });
  });
});
