import { toMinor } from './currency';

/** The service fee of one currency (decisions.md item 9), as the API publishes it on each event. */
export interface FeePolicy {
  /** Percentage of the ticket subtotal, e.g. 3. */
  percent: number;
  /** Fixed part per order as a decimal string in the event currency, e.g. '1.00'. */
  fixed: string;
}

/**
 * The fee on a subtotal in minor units: the percentage rounded half up, plus the fixed part.
 * Free orders pay nothing. The server charges with this same function, so the total the buyer
 * is shown before paying is the total charged.
 */
export function serviceFeeMinor(subtotalMinor: number, policy: FeePolicy): number {
  if (subtotalMinor === 0) return 0;
  return Math.round((subtotalMinor * policy.percent) / 100) + (toMinor(policy.fixed) ?? 0);
}
