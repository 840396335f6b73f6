/** Tickets of one type a buyer may take in one order ('Maximum 10 tickets per type allowed'). */
export const MAX_PER_TYPE = 10;

/**
 * The hand-off from a widget on another site to the marketplace's event page:
 * `/events/12?ref=CODE&cart=31:2,32:1` (ticket type id : quantity). The event page checks the
 * cart against live stock before it keeps anything.
 */
export interface CartLinkLine {
  ticketTypeId: number;
  quantity: number;
}

export function cartLink(origin: string, eventId: number, lines: CartLinkLine[], refCode?: string): string {
  const url = new URL(`/events/${eventId}`, origin);
  if (refCode) url.searchParams.set('ref', refCode);
  const cart = lines.filter((l) => l.quantity > 0).map((l) => `${l.ticketTypeId}:${l.quantity}`);
  if (cart.length) url.searchParams.set('cart', cart.join(','));
  return url.href;
}

/** Reads a `cart` parameter; anything malformed is left out, quantities are 1 to 10, ids unique. */
export function parseCartParam(value: string | null | undefined): CartLinkLine[] {
  const lines: CartLinkLine[] = [];
  for (const part of (value ?? '').split(',').slice(0, 20)) {
    const match = /^(\d{1,9}):(\d{1,2})$/.exec(part.trim());
    if (!match) continue;
    const ticketTypeId = Number(match[1]);
    const quantity = Math.min(Number(match[2]), MAX_PER_TYPE);
    if (quantity > 0 && !lines.some((l) => l.ticketTypeId === ticketTypeId)) lines.push({ ticketTypeId, quantity });
  }
  return lines;
}

/** A promo or access code as a link or a page carries it: trimmed, at most 32 characters, else none. */
export function parseCodeParam(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && code.length <= 32 && !/[\s,]/.test(code) ? code : undefined;
}

/** The widget's Checkout link with the buyer's code (`&code=EARLY`): the event page applies it. */
export function withCode(href: string, code: string | undefined): string {
  const valid = parseCodeParam(code);
  if (!valid) return href;
  const url = new URL(href);
  url.searchParams.set('code', valid);
  return url.href;
}
