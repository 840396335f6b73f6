import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { numberFormat, written } from './intl-formats';

/**
 * The one currency table: the seven supported currencies and how each is shown (decisions.md item 1).
 * Amounts travel as decimal strings and live as integer minor units. Every currency here has an
 * ISO 4217 exponent of 2 (also Stripe's for MYR and IDR); `displayDecimals` is how many we show.
 */
export const currencies = {
  MYR: { name: 'Malaysian Ringgit', symbol: 'RM', space: true, displayDecimals: 2, country: 'MY' },
  USD: { name: 'US Dollar', symbol: '$', space: false, displayDecimals: 2, country: 'US' },
  SGD: { name: 'Singapore Dollar', symbol: 'S$', space: false, displayDecimals: 2, country: 'SG' },
  IDR: { name: 'Indonesian Rupiah', symbol: 'Rp', space: true, displayDecimals: 0, country: 'ID' },
  THB: { name: 'Thai Baht', symbol: '฿', space: false, displayDecimals: 0, country: 'TH' },
  PHP: { name: 'Philippine Peso', symbol: '₱', space: false, displayDecimals: 2, country: 'PH' },
  GBP: { name: 'British Pound Sterling', symbol: '£', space: false, displayDecimals: 2, country: 'GB' },
} as const;

export type CurrencyCode = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as CurrencyCode[];
/** Minor units per major unit, the same for all seven. */
export const MINOR_EXPONENT = 2;

/**
 * Bounds that keep every amount an exact integer from the form to the database. A ticket costs at most
 * 100,000,000.00 and the tickets of one order at most 1,000,000,000.00 (minor units 1e10 and 1e11):
 * generous in rupiah (Rp 1 billion is about US$60,000), absurd but harmless in ringgit. The largest
 * cart the schema allows (20 types of 10 tickets at the top price, 2e12) plus a service fee of at most
 * 50% stays far below 2^53 (about 9.007e15, where JavaScript numbers stop being exact integers) and
 * PostgreSQL's bigint, so no sum is ever rounded.
 */
export const MAX_PRICE_MINOR = 10_000_000_000;
export const MAX_ORDER_MINOR = 100_000_000_000;

/** The currencies an event can be priced in (the create form offers these two); all seven can be shown. */
export const eventCurrencies = ['MYR', 'IDR'] as const satisfies readonly CurrencyCode[];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return value in currencies;
}

/** '150.5' → 15050. Exact: parsed as text, never through floating point. Null when not a price. */
export function toMinor(decimal: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(MINOR_EXPONENT, '0'));
}

/** 15050 → '150.50': the API's decimal string. */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal string or minor-unit number shown in its currency: 'RM 12.34', 'Rp 350,000', 'S$12.00'. */
export function formatPrice(amount: string | number, currency: string): string {
  const minor = typeof amount === 'number' ? amount : (toMinor(amount) ?? 0);
  const info = isCurrencyCode(currency) ? currencies[currency] : currencies.MYR;
  const value = written(`number|${info.displayDecimals}|${minor}`, () =>
    numberFormat('en-US', {
      minimumFractionDigits: info.displayDecimals,
      maximumFractionDigits: info.displayDecimals,
    }).format(minor / 100),
  );
  return `${info.symbol}${info.space ? ' ' : ''}${value}`;
}

/**
 * What a ticket costs, as a buyer reads it: 'Free' for nothing, else the price in its currency
 * (cards, the event page, the widget and the cart; decisions.md, 'Free is Free'). In the page's
 * language, or `locale`'s (the widget names its own).
 */
export function formatTicketPrice(amount: string | number, currency: string, locale?: Locale): string {
  const minor = typeof amount === 'number' ? amount : (toMinor(amount) ?? 0);
  return minor === 0 ? m.price_free({}, { locale }) : formatPrice(minor, currency);
}
