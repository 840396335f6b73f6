import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { RateLimitedError } from '../../lib/errors';
import { secondsLeftInWindow, takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import { appliesTo, codeRefusalWords, codeState, findLiveCode, type PromoCodeRow, priceWithCode } from '../promo-codes';
import { revealedTypes } from './events.queries';
import { type PublicEvent, toTicketType } from './events.service';

type PublicType = PublicEvent['ticketTypes'][number];

const MINUTE = 60;
/** Codes one client address may look up a minute: a buyer opens a few links; a guesser is stopped. */
export const CODE_LOOKUPS_PER_MINUTE = 60;
export const codeLookupsExceeded = said(m.problem_checkout_code_lookups_exceeded);

/**
 * The public event as a buyer with a code sees it (`GET /api/events/{id}?code=`, decisions.md item 64):
 * the hidden types an access code reveals, each type's price with the code beside its list price, and
 * the code's own reservation on sale to them. A code that does not work now answers the event as
 * everyone sees it, with `promoCode` saying why, never an error: a link passed on keeps working.
 * Read past the catalog cache (one indexed lookup, and the revealed types for an access code).
 */
export async function withCode(deps: AppDeps, event: PublicEvent, typed: string, clientAddress: string) {
  // Taken before the lookup, by one conditional statement: nobody tries codes by the thousand to find an
  // access code (checkout counts its own attempts per account; this is the public door to the same codes).
  const key = `code-lookup:${clientAddress}`;
  if (!(await takeSlot(deps.db, key, MINUTE, CODE_LOOKUPS_PER_MINUTE))) {
    throw new RateLimitedError(codeLookupsExceeded, await secondsLeftInWindow(deps.db, key, MINUTE));
  }
  const code = await findLiveCode(deps.db, event.id, typed);
  const refused = (state: Parameters<typeof codeRefusalWords>[1]) => ({
    ...event,
    promoCode: { code: typed, status: state, kind: code?.kind ?? null, message: codeRefusalWords(typed, state) },
  });
  if (!code) return refused('not_found');
  const state = codeState(code);
  if (state !== 'active') return refused(state);
  const now = new Date();
  const times = { startsAt: new Date(event.dateTime), endsAt: event.endDateTime ? new Date(event.endDateTime) : null };
  const hidden = code.kind === 'access' ? await revealedTypes(deps.db, event.id, code.ticketTypeIds) : [];
  const types = [...event.ticketTypes, ...hidden.map((t) => toTicketType(t, times, now))]
    .map((t) => ({ ...withOwnReservation(t, code), discountedPrice: discounted(code, t) }))
    .sort((a, b) => (toMinor(a.price) ?? 0) - (toMinor(b.price) ?? 0) || a.id - b.id);
  return {
    ...event,
    ticketTypes: types,
    saleState: hopefulState(event.saleState, types),
    promoCode: { code: code.code, status: 'applied' as const, kind: code.kind, message: appliedWords(code) },
  };
}

/** The stock the code sets aside for its holders is theirs to buy. */
function withOwnReservation(type: PublicType, code: PromoCodeRow): PublicType {
  const own = code.ticketTypeIds[0] === type.id ? Math.max(0, code.reservedQuantity - code.used) : 0;
  if (own === 0) return type;
  const available = Math.min(type.quantity, type.available + own);
  const saleState = type.saleState === 'sold_out' && available > 0 ? 'on_sale' : type.saleState;
  return { ...type, available, soldQuantity: type.quantity - available, saleState };
}

function discounted(code: PromoCodeRow, type: PublicType) {
  if (!code.discountType || !appliesTo(code, type.id)) return null;
  return fromMinor(priceWithCode(code, toMinor(type.price) ?? 0));
}

/** The event's state with the types the code opened: anything to buy now wins, then something still to open. */
function hopefulState(state: PublicEvent['saleState'], types: PublicType[]): PublicEvent['saleState'] {
  if (!['sold_out', 'sales_ended', 'not_started'].includes(state)) return state;
  if (types.some((t) => t.saleState === 'on_sale')) return 'on_sale';
  if (types.some((t) => t.saleState === 'not_started')) return 'not_started';
  return state;
}

function appliedWords(code: PromoCodeRow) {
  const value = code.discountValue ?? 0;
  switch (code.discountType) {
    case 'percent':
      return `Code ${code.code} applied: ${value}% off.`;
    case 'amount':
      return `Code ${code.code} applied: ${fromMinor(value)} off each ticket.`;
    case 'price':
      return `Code ${code.code} applied: ${fromMinor(value)} a ticket.`;
    default:
      return `Code ${code.code} applied: tickets for code holders are shown.`;
  }
}
