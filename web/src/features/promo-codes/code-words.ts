import { m } from '@pentas/i18n/messages';
import { formatEventDateTime, formatPrice, intlLocale, toMinor } from '@pentas/openapi';
import type { PromoCode } from './queries';

/** A code's state now, as the list's badge says it (its words a message, read as the page renders). */
export const codeStateLooks: Record<PromoCode['state'], { text: () => string; variant: 'green' | 'yellow' | 'gray' }> =
  {
    active: { text: m.wallet_status_active, variant: 'green' },
    not_started: { text: m.sales_code_not_started, variant: 'yellow' },
    expired: { text: m.sales_code_expired, variant: 'gray' },
    used_up: { text: m.sales_code_used_up, variant: 'gray' },
  };

export const kindWords = (kind: PromoCode['kind']): string =>
  kind === 'discount' ? m.sales_discount() : m.sales_access();

/** '20% off', 'RM 10.00 off each ticket', 'RM 50.00 per ticket'; an access code without one, 'No discount'. */
export function discountWords(discount: PromoCode['discount'], currency: string): string {
  if (!discount) return m.sales_no_discount();
  if (discount.type === 'percent') return m.sales_percent_off({ percent: discount.value });
  const amount = formatPrice(toMinor(discount.value) ?? 0, currency);
  return discount.type === 'amount' ? m.sales_amount_off_each({ amount }) : m.sales_price_per_ticket({ amount });
}

/** 'All ticket types', or the chosen types' names. */
export function typesWords(ids: number[], types: { id: number; name: string }[]): string {
  if (ids.length === 0) return m.sales_all_ticket_types();
  return ids.map((id) => types.find((t) => t.id === id)?.name ?? m.sales_ticket_type_id({ id })).join(', ');
}

/** When it works, on the event's clock: 'Any time', 'From …', 'Until …', 'From … until …'. */
export function validityWords(code: Pick<PromoCode, 'validFrom' | 'validUntil'>, timeZone: string): string {
  const at = (iso: string) => formatEventDateTime(iso, timeZone);
  if (code.validFrom && code.validUntil)
    return m.sales_valid_from_until({ from: at(code.validFrom), until: at(code.validUntil) });
  if (code.validFrom) return m.sales_valid_from({ from: at(code.validFrom) });
  if (code.validUntil) return m.sales_valid_until({ until: at(code.validUntil) });
  return m.sales_valid_any_time();
}

const count = (n: number) => n.toLocaleString(intlLocale());
const tickets = (n: number) => m.sales_tickets({ count: n, shown: count(n) });

/** '7 of 10 tickets', '7 tickets (no limit)'; and per buyer when limited. */
export function usesWords(code: Pick<PromoCode, 'used' | 'maxUses'>): string {
  return code.maxUses === null
    ? m.sales_uses_no_limit({ tickets: tickets(code.used) })
    : m.sales_uses_of({ used: count(code.used), tickets: tickets(code.maxUses) });
}

export const perBuyerWords = (maxPerBuyer: number | null) =>
  maxPerBuyer === null ? m.sales_no_limit_per_buyer() : m.sales_at_most_per_buyer({ tickets: tickets(maxPerBuyer) });

/** Stock set aside for the code's holders: '5 set aside', or none. */
export const reservedWords = (reserved: number) =>
  reserved > 0 ? m.sales_set_aside_count({ tickets: tickets(reserved) }) : m.sales_none();
