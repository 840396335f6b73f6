import { serviceFeeMinor } from '@pentas/openapi';
import { describe, expect, it } from 'vitest';
import { feePolicy, parseFixedFees } from './fees';

const env = { SERVICE_FEE_PERCENT: 3, SERVICE_FEE_FIXED: 'MYR:1.00,SGD:0.50' };

describe('service fee', () => {
  it('reads the fixed part per currency', () => {
    expect(parseFixedFees(env.SERVICE_FEE_FIXED)).toEqual({ MYR: 100, SGD: 50 });
    expect(feePolicy(env, 'SGD')).toEqual({ percent: 3, fixed: '0.50' });
    expect(feePolicy(env, 'IDR')).toEqual({ percent: 3, fixed: '0.00' });
  });

  it('is the percentage rounded half up, plus the fixed fee of the currency', () => {
    expect(serviceFeeMinor(10_000, feePolicy(env, 'MYR'))).toBe(400);
    expect(serviceFeeMinor(8_350, { percent: 3, fixed: '0.00' })).toBe(251); // 250.5 → 251
    expect(serviceFeeMinor(35_000_000, feePolicy(env, 'IDR'))).toBe(1_050_000);
  });

  it('charges nothing on free tickets', () => {
    expect(serviceFeeMinor(0, feePolicy(env, 'MYR'))).toBe(0);
  });
});
