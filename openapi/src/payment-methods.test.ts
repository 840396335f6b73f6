import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods';

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
