import { describe, expect, it } from 'vitest';
import { formatTicketPrice, fromMinor, MAX_ORDER_MINOR, MAX_PRICE_MINOR, toMinor } from './currency';

describe('toMinor and fromMinor', () => {
  it('are exact at the bounds of prices and orders, and at the largest amount toMinor reads', () => {
    expect(toMinor('100000000.00')).toBe(MAX_PRICE_MINOR);
    expect(toMinor('1000000000.00')).toBe(MAX_ORDER_MINOR);
    expect(fromMinor(MAX_PRICE_MINOR)).toBe('100000000.00');
    expect(fromMinor(MAX_ORDER_MINOR + 1)).toBe('1000000000.01');
    expect(toMinor('999999999999.99')).toBe(99_999_999_999_999);
    expect(fromMinor(99_999_999_999_999)).toBe('999999999999.99');
    // Every cent round-trips near the top, where floating-point parsing ('0.29' * 100) would not.
    for (let cents = 0; cents < 100; cents++) {
      const text = `99999999.${String(cents).padStart(2, '0')}`;
      expect(fromMinor(toMinor(text) as number)).toBe(text);
    }
  });

  it('refuse what is not a price: more than 12 digits, 3 decimals, signs, exponents', () => {
    for (const bad of ['1000000000000', '1.001', '-1', '+1', '1e3', '0x10', '', '.5', '1.']) {
      expect(toMinor(bad), bad).toBeNull();
    }
  });

  it('keep the largest order, with a 50% fee on top, a safe integer', () => {
    const largestCart = 20 * 10 * MAX_PRICE_MINOR;
    expect(Number.isSafeInteger(largestCart * 1.5 + MAX_PRICE_MINOR)).toBe(true);
    expect(largestCart * 1.5).toBeLessThan(2 ** 53 / 1000);
  });
});

describe('Free is Free', () => {
  it('says Free for a free ticket and the price otherwise', () => {
    expect(formatTicketPrice('0.00', 'MYR')).toBe('Free');
    expect(formatTicketPrice(0, 'IDR')).toBe('Free');
    expect(formatTicketPrice('12.50', 'MYR')).toBe('RM 12.50');
  });
});
