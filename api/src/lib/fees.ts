import { toMinor } from '@pentas/openapi';

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

/** The service fee on a subtotal (DECISIONS item 9): a percentage, rounded half up, plus a fixed part. */
export function serviceFee(subtotalMinor: number, currency: string, percent: number, fixed: Record<string, number>) {
  if (subtotalMinor === 0) return 0;
  return Math.round((subtotalMinor * percent) / 100) + (fixed[currency] ?? 0);
}
