import { describe, expect, it } from 'vitest';
import { managedEvent } from '@/test/analytics';
import { amountsPerCurrency } from './overview';

describe('overall amounts', () => {
  it('gives every currency of the organizer its own amount, zero until it sells, never a sum', () => {
    const events = [managedEvent({ id: 1, currency: 'MYR' }), managedEvent({ id: 2, currency: 'IDR' })];
    expect(amountsPerCurrency([{ currency: 'MYR', amount: '80.00' }], events)).toEqual([
      { currency: 'IDR', amount: '0.00' },
      { currency: 'MYR', amount: '80.00' },
    ]);
  });

  it('keeps a currency that sold even if the event list has no event in it', () => {
    expect(amountsPerCurrency([{ currency: 'SGD', amount: '12.00' }], [managedEvent({ currency: 'MYR' })])).toEqual([
      { currency: 'MYR', amount: '0.00' },
      { currency: 'SGD', amount: '12.00' },
    ]);
  });
});
