import { formatEventDateTime, formatPrice, intlLocale, toMinor } from '@pentas/openapi';
import type { PromoCode } from './queries';

/** A code's state now, as the list's badge says it. */
export const codeStateLooks: Record<PromoCode['state'], { text: string; variant: 'green' | 'yellow' | 'gray' }> = {
  active: { text: 'Active', variant: 'green' },
  not_started: { text: 'Not started', variant: 'yellow' },
  expired: { text: 'Expired', variant: 'gray' },
  used_up: { text: 'Used up', variant: 'gray' },
};

export const kindWords: Record<PromoCode['kind'], string> = {
  discount: 'Discount',
  access: 'Access',
};

/** '20% off', 'RM 10.00 off each ticket', 'RM 50.00 per ticket'; an access code without one, 'No discount'. */
export function discountWords(discount: PromoCode['discount'], currency: string): string {
  if (!discount) return 'No discount';
  if (discount.type === 'percent') return `${discount.value}% off`;
  const money = formatPrice(toMinor(discount.value) ?? 0, currency);
  return discount.type === 'amount' ? `${money} off each ticket` : `${money} per ticket`;
}

/** 'All ticket types', or the chosen types' names. */
export function typesWords(ids: number[], types: { id: number; name: string }[]): string {
  if (ids.length === 0) return 'All ticket types';
  return ids.map((id) => types.find((t) => t.id === id)?.name ?? `Ticket type ${id}`).join(', ');
}

/** When it works, on the event's clock: 'Any time', 'From …', 'Until …', 'From … until …'. */
export function validityWords(code: Pick<PromoCode, 'validFrom' | 'validUntil'>, timeZone: string): string {
  const at = (iso: string) => formatEventDateTime(iso, timeZone);
  if (code.validFrom && code.validUntil) return `From ${at(code.validFrom)} until ${at(code.validUntil)}`;
  if (code.validFrom) return `From ${at(code.validFrom)}`;
  if (code.validUntil) return `Until ${at(code.validUntil)}`;
  return 'Any time while on sale';
}

const tickets = (n: number) => `${n.toLocaleString(intlLocale())} ${n === 1 ? 'ticket' : 'tickets'}`;

/** '7 of 10 tickets', '7 tickets (no limit)'; and per buyer when limited. */
export function usesWords(code: Pick<PromoCode, 'used' | 'maxUses'>): string {
  return code.maxUses === null
    ? `${tickets(code.used)} (no limit)`
    : `${code.used.toLocaleString(intlLocale())} of ${tickets(code.maxUses)}`;
}

export const perBuyerWords = (maxPerBuyer: number | null) =>
  maxPerBuyer === null ? 'No limit per buyer' : `At most ${tickets(maxPerBuyer)} per buyer`;

/** Stock set aside for the code's holders: '5 set aside', or none. */
export const reservedWords = (reserved: number) => (reserved > 0 ? `${tickets(reserved)} set aside` : 'None');
