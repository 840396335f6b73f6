import { fromMinor, referenceMyrMinor } from '@pentas/openapi';

/** Amounts per currency as the API answers them (decisions.md item 11): never added across currencies. */
export const perCurrency = (rows: { currency: string; minor: number }[]) =>
  rows.map((r) => ({ currency: r.currency, amount: fromMinor(r.minor) }));

/** The same amounts counted in MYR minor units at the reference rates: for badges and rankings only. */
export const referenceMyr = (rows: { currency: string; minor: number }[]) =>
  rows.reduce((sum, r) => sum + referenceMyrMinor(r.minor, r.currency), 0);

/** A timestamp as postgres.js hands it over (text or Date) as an ISO instant. */
export const isoInstant = (value: string | Date) => new Date(value).toISOString();
export const isoOrNull = (value: string | Date | null) => (value === null ? null : isoInstant(value));
