import { currencies, isCurrencyCode } from '@pentas/openapi';
import { local, storageKeys } from '@/lib/storage';

/** The billing country follows the stored checkoutCurrency (MYR → MY, …). */
export function billingCountry(fallbackCurrency: string): string {
  const stored = local.get(storageKeys.checkoutCurrency) ?? fallbackCurrency;
  return isCurrencyCode(stored) ? currencies[stored].country : 'MY';
}

export const billingCountries = [
  ['MY', 'Malaysia'],
  ['SG', 'Singapore'],
  ['ID', 'Indonesia'],
  ['TH', 'Thailand'],
  ['PH', 'Philippines'],
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
] as const;
