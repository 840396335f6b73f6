import { type CartLinkLine, isOutsideSalesWindow, MAX_PER_TYPE, toMinor } from '@pentas/openapi';
import { local, storageKeys } from '@/lib/storage';
import type { EventDetail, TicketType } from '../events/queries';

/** A cart line, kept per event in the browser. */
export interface CartLine {
  ticketTypeId: number;
  quantity: number;
  name: string;
  price: string;
  availableQuantity: number;
  /** The type's list price, when the page's code lowered `price` (the price paid). */
  listPrice?: string;
}

export type CartRefusal = 'stock' | 'limit';
export type CartChange = { lines: CartLine[] } | { refused: CartRefusal; available: number };

function isLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.ticketTypeId) &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.name === 'string' &&
    typeof line.price === 'string' &&
    (line.listPrice === undefined || typeof line.listPrice === 'string') &&
    Number.isInteger(line.availableQuantity)
  );
}

/** The stored cart of an event; anything unreadable counts as empty. */
export function readCart(eventId: number): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(local.get(storageKeys.cart(eventId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

/** Where a cart came from, for the organizer's sales attribution: the event page, or the buy widget's hand-over. */
export type CartChannel = 'web' | 'widget';

/** The stored cart's channel: it stays 'widget' across a reload, after `?cart=` left the address. */
export function readCartChannel(eventId: number): CartChannel {
  return local.get(storageKeys.cartChannel(eventId)) === 'widget' ? 'widget' : 'web';
}

/** Saves on every change; an empty cart removes its stored copy, and its channel with it. */
export function writeCart(eventId: number, lines: CartLine[], channel: CartChannel = 'web') {
  if (lines.length === 0) local.remove(storageKeys.cart(eventId));
  else local.set(storageKeys.cart(eventId), JSON.stringify(lines));
  if (lines.length > 0 && channel === 'widget') local.set(storageKeys.cartChannel(eventId), channel);
  else local.remove(storageKeys.cartChannel(eventId));
}

/** One more ticket of a type: refused past the stock left or past 10 per type. */
export function addOne(lines: CartLine[], type: TicketType): CartChange {
  const current = lines.find((l) => l.ticketTypeId === type.id)?.quantity ?? 0;
  if (current + 1 > type.available) return { refused: 'stock', available: type.available };
  if (current + 1 > MAX_PER_TYPE) return { refused: 'limit', available: type.available };
  if (current === 0) {
    const line = {
      ticketTypeId: type.id,
      quantity: 1,
      name: type.name,
      ...pricesOf(type),
      availableQuantity: type.available,
    };
    return { lines: [...lines, line] };
  }
  return { lines: lines.map((l) => (l.ticketTypeId === type.id ? { ...l, quantity: l.quantity + 1 } : l)) };
}

/** One fewer: the line goes at zero. */
export function removeOne(lines: CartLine[], ticketTypeId: number): CartLine[] {
  return lines
    .map((l) => (l.ticketTypeId === ticketTypeId ? { ...l, quantity: l.quantity - 1 } : l))
    .filter((l) => l.quantity > 0);
}

/**
 * Brings a stored cart up to date with the event as loaded now: current names, prices and stock;
 * types no longer on sale are dropped and quantities trimmed to what can still be bought, so the
 * total the buyer sees is the one the server will charge.
 */
export function reconcile(lines: CartLine[], types: TicketType[]): CartLine[] {
  return lines.flatMap((line) => {
    const type = types.find((t) => t.id === line.ticketTypeId);
    if (!type || isOutsideSalesWindow(type)) return [];
    const quantity = Math.min(line.quantity, type.available, MAX_PER_TYPE);
    if (quantity <= 0) return [];
    // Built afresh: a list price kept from a code since removed would show a discount that is gone.
    const { ticketTypeId } = line;
    return [{ ticketTypeId, quantity, name: type.name, ...pricesOf(type), availableQuantity: type.available }];
  });
}

/** A cart handed over in a link (the widget's Checkout), as lines of the event as loaded now. */
export function linesFromLink(link: CartLinkLine[], types: TicketType[]): CartLine[] {
  const lines = link.flatMap(({ ticketTypeId, quantity }) => {
    const type = types.find((t) => t.id === ticketTypeId);
    return type
      ? [{ ticketTypeId, quantity, name: type.name, ...pricesOf(type), availableQuantity: type.available }]
      : [];
  });
  return reconcile(lines, types);
}

export function cartCount(lines: { quantity: number }[]) {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartSubtotalMinor(lines: CartLine[]) {
  return lines.reduce((sum, l) => sum + l.quantity * (toMinor(l.price) ?? 0), 0);
}

/** What the page's code takes off the cart: its lines at list prices less what they cost now. */
function cartDiscountMinor(lines: CartLine[]) {
  return lines.reduce(
    (sum, l) => sum + l.quantity * ((toMinor(l.listPrice ?? l.price) ?? 0) - (toMinor(l.price) ?? 0)),
    0,
  );
}

/** The code's line of the cart's breakdown, when the page's code lowers what is in it. */
export function cartDiscount(event: Pick<EventDetail, 'promoCode'>, lines: CartLine[]) {
  const minor = cartDiscountMinor(lines);
  return minor > 0 && event.promoCode?.status === 'applied' ? { code: event.promoCode.code, minor } : undefined;
}

/**
 * A type's price to the buyer: with the page's code, the code's price (the server charges the same),
 * the list price kept beside it; `listPrice` is left out (not undefined) so stored lines compare alike.
 */
export function pricesOf(type: TicketType): { price: string; listPrice?: string } {
  const discounted = type.discountedPrice;
  if (discounted === null || discounted === undefined || toMinor(discounted) === toMinor(type.price)) {
    return { price: type.price };
  }
  return { price: discounted, listPrice: type.price };
}

export function sameLines(a: CartLine[], b: CartLine[]) {
  return JSON.stringify(a) === JSON.stringify(b);
}
