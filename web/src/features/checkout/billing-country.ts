import { m } from '@pentas/i18n/messages';
import { currencies, isCurrencyCode } from '@pentas/openapi';
import { local, storageKeys } from '@/lib/storage';

/** The billing country follows the stored checkoutCurrency (MYR → MY, …). */
export function billingCountry(fallbackCurrency: string): string {
  const stored = local.get(storageKeys.checkoutCurrency) ?? fallbackCurrency;
  return isCurrencyCode(stored) ? currencies[stored].country : 'MY';
}

/** The countries the demo form's billing country offers, by code, named in the page's language. */
export function billingCountries(): [code: string, name: string][] {
  return [
    ['MY', m.country_malaysia()],
    ['SG', m.country_singapore()],
    ['ID', m.country_indonesia()],
    ['TH', m.country_thailand()],
    ['PH', m.country_philippines()],
    ['US', m.checkout_country_us()],
    ['GB', m.checkout_country_gb()],
  ];
}
