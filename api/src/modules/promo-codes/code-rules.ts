import type { promoCodes } from '../../db/schema';

/**
 * What a code does to a ticket type, and whether it works now: the one place for these rules
 * (docs/design/promo-codes.md). The public event (`?code=`) and checkout's pricing both use them, and
 * checkout's hold function (orders/hold-orders.sql) enforces the validity times and limits again under
 * its locks.
 */
export type PromoCodeRow = typeof promoCodes.$inferSelect;

type CodeTerms = Pick<PromoCodeRow, 'kind' | 'discountType' | 'discountValue' | 'ticketTypeIds'>;

/** The code applies to this type: it names no types (all the event's), or names this one. */
export const appliesTo = (code: Pick<PromoCodeRow, 'ticketTypeIds'>, typeId: number) =>
  code.ticketTypeIds.length === 0 || code.ticketTypeIds.includes(typeId);

/** A hidden type is shown and sold only with an access code that applies to it. */
export const reveals = (code: CodeTerms | undefined, type: { id: number; hidden: boolean }) =>
  !type.hidden || (code?.kind === 'access' && appliesTo(code, type.id));

/** The price per ticket with the code, in minor units: never above the list price, never below 0. */
export function priceWithCode(code: CodeTerms, listMinor: number) {
  const value = code.discountValue ?? 0;
  switch (code.discountType) {
    case 'percent':
      return listMinor - Math.round((listMinor * value) / 100);
    case 'amount':
      return Math.max(0, listMinor - value);
    case 'price':
      return Math.min(listMinor, value);
    default:
      return listMinor;
  }
}

export type CodeState = 'active' | 'not_started' | 'expired' | 'used_up';

/** Whether it works now: within its validity times (until excluded) and with uses left. */
export function codeState(
  code: Pick<PromoCodeRow, 'validFrom' | 'validUntil' | 'maxUses' | 'used'>,
  now = new Date(),
): CodeState {
  if (code.validFrom && code.validFrom > now) return 'not_started';
  if (code.validUntil && code.validUntil <= now) return 'expired';
  if (code.maxUses !== null && code.used >= code.maxUses) return 'used_up';
  return 'active';
}
