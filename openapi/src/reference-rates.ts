import type { CurrencyCode } from './currency';

/**
 * Reference rates to the ringgit, one per currency of the currency table (decisions.md item 11): what
 * one unit of each currency counted as in MYR on `asOf`. They rank resellers and decide the revenue
 * badges (which are set in MYR) when sales are in several currencies; they are never shown as money
 * and never used to charge, refund or report revenue, which always stays per currency. Update them
 * (and `asOf`) by hand when they drift far enough to change a ranking that matters.
 */
export const referenceRatesToMyr = {
  asOf: '2026-11-01',
  rates: {
    MYR: 1,
    USD: 4.2,
    SGD: 3.25,
    IDR: 0.00027,
    THB: 0.125,
    PHP: 0.075,
    GBP: 5.55,
  } satisfies Record<CurrencyCode, number>,
} as const;

/**
 * An amount in minor units counted in ringgit minor units at the reference rate (every currency of
 * the table has 2 minor digits, so the rate applies to minor units as to whole ones). Unknown
 * currencies count as nothing rather than guessing.
 */
export function referenceMyrMinor(minor: number, currency: string): number {
  const rate = (referenceRatesToMyr.rates as Record<string, number>)[currency] ?? 0;
  return Math.round(minor * rate);
}
