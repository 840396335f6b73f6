import { describe, expect, it } from 'vitest';
import { parseFixedFees, serviceFee } from './fees';

describe('service fee', () => {
  it('is the percentage rounded half up, plus the fixed fee of the currency', () => {
    const fixed = parseFixedFees('MYR:1.00,SGD:0.50');
    expect(fixed).toEqual({ MYR: 100, SGD: 50 });
    expect(serviceFee(10_000, 'MYR', 3, fixed)).toBe(400);
    expect(serviceFee(8_350, 'MYR', 3, {})).toBe(251); // 250.5 → 251
    expect(serviceFee(35_000_000, 'IDR', 3, fixed)).toBe(1_050_000);
  });

  it('charges nothing on free tickets', () => {
    expect(serviceFee(0, 'MYR', 3, { MYR: 100 })).toBe(0);
  });
});
