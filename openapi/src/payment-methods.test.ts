import { describe, expect, it } from 'vitest';
import { cardBrandName, fpxBankName, paymentMethodsFor } from './payment-methods';

describe('payment methods follow the currency (decisions.md item 6)', () => {
  it.each([
    ['MYR', ['card', 'fpx', 'grabpay']],
    ['SGD', ['card', 'grabpay']],
    ['IDR', ['card']],
    ['USD', ['card']],
  ])('%s → %j', (currency, methods) => {
    expect(paymentMethodsFor(currency)).toEqual(methods);
  });
});

describe("the receipt's words for how it was paid", () => {
  it('names FPX banks by the codes Stripe and the demo form send, and cards by their brand', () => {
    expect(fpxBankName('maybank2u')).toBe('Maybank2u');
    expect(fpxBankName('hong_leong_bank')).toBe('Hong Leong Bank');
    expect(fpxBankName('hong_leong')).toBe('Hong Leong Bank');
    expect(fpxBankName('new_bank')).toBe('new_bank');
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('cartes_bancaires')).toBe('cartes_bancaires');
  });
});
