import { type FeePolicy, fromMinor, toMinor } from '@pentas/openapi';
import type { Env } from '../env';

/** 'MYR:1.00,SGD:0.50' → { MYR: 100, SGD: 50 } (env.ts has already checked the shape). */
export function parseFixedFees(setting: string): Record<string, number> {
  return Object.fromEntries(
    setting
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [currency, amount] = pair.split(':');
        return [currency, toMinor(amount) ?? 0];
      }),
  );
}

/** The service fee settings for one currency (SERVICE_FEE_PERCENT, SERVICE_FEE_FIXED). */
export function feePolicy(env: Pick<Env, 'SERVICE_FEE_PERCENT' | 'SERVICE_FEE_FIXED'>, currency: string): FeePolicy {
  return {
    percent: env.SERVICE_FEE_PERCENT,
    fixed: fromMinor(parseFixedFees(env.SERVICE_FEE_FIXED)[currency] ?? 0),
  };
}
