import { m } from '@pentas/i18n/messages';
import { parseCartParam } from '@pentas/openapi';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { useHydrated } from '@/lib/use-hydrated';
import type { EventDetail, TicketType } from '../events/queries';
import {
  addOne,
  type CartChannel,
  type CartLine,
  type CartRefusal,
  cartCount,
  linesFromLink,
  readCart,
  readCartChannel,
  reconcile,
  removeOne,
  sameLines,
  writeCart,
} from './cart';

/** Where an increment came from: the summary dialog words running out as 'Not enough tickets'. */
export type IncrementSource = 'list' | 'summary';

function explainRefusal(refused: CartRefusal, available: number, source: IncrementSource) {
  if (refused === 'limit') {
    toast.error(m.cart_limit_title(), { description: m.cart_limit_text() });
  } else if (source === 'summary') {
    toast.error(m.cart_not_enough_title(), { description: m.cart_not_enough_text({ available }) });
  } else {
    toast.error(m.cart_all_added_title(), { description: m.cart_all_added_text() });
  }
}

/**
 * A cart handed over by the widget in the address (`?cart=31:2,32:1`), and the way to take it out
 * of the address once read, so a reload keeps the cart as the buyer changes it.
 */
export interface CartHandover {
  param: string;
  take: () => void;
}

/** The cart on opening: the handed-over one, checked against live stock, else the stored one. */
function openingCart(event: EventDetail, handover: CartHandover | undefined) {
  if (handover === undefined) {
    const lines = reconcile(readCart(event.id), event.ticketTypes);
    return { lines, short: false, channel: readCartChannel(event.id) };
  }
  const link = parseCartParam(handover.param);
  const lines = linesFromLink(link, event.ticketTypes);
  return { lines, short: cartCount(lines) < cartCount(link), channel: 'widget' as CartChannel };
}

/**
 * Whether the buyer is signed in; while the session check is out (public pages paint before it
 * answers), how to wait for the answer, so an early tap never takes a buyer for a visitor.
 */
export type SignedIn = boolean | (() => Promise<boolean>);

/**
 * The cart of one event: loaded from storage on opening the page, saved on every
 * change, kept in step with the event's current prices and stock. A visitor fills it too (it is kept
 * in this browser across signing up or in); `onVisitorAdd` runs after each ticket a visitor adds from the list,
 * so the page can ask them to register (decisions.md item 30).
 */
export function useCart(
  event: EventDetail,
  signedIn: SignedIn,
  handover?: CartHandover,
  onVisitorAdd?: () => void,
  codeComing = false,
) {
  // A page the server rendered hydrates with no cart (the server cannot see this browser's storage);
  // the stored one opens right after, and nothing is saved or checked against stock before it has.
  // Nor while a remembered code is on its way: its hidden types and prices must be there to check against.
  const hydrated = useHydrated() && !codeComing;
  const [opening, setOpening] = useState(() => (hydrated ? openingCart(event, handover) : null));
  const [lines, setLines] = useState<CartLine[]>(opening?.lines ?? []);
  const [channel, setChannel] = useState<CartChannel>(opening?.channel ?? 'web');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when the page is hydrated
  useLayoutEffect(() => {
    if (!hydrated || opening) return;
    const opened = openingCart(event, handover);
    setOpening(opened);
    setLines(opened.lines);
    setChannel(opened.channel);
  }, [hydrated]);
  // A cart emptied and filled again on this page is the page's own sale, no longer the widget's.
  if (opening && lines.length === 0 && channel !== 'web') setChannel('web');

  const handoverTaken = useRef(false);
  useEffect(() => {
    if (!handover || !opening || handoverTaken.current) return;
    handoverTaken.current = true;
    handover.take();
    if (opening.short) {
      toast.warning(m.cart_short_title(), { description: m.cart_short_text() });
    }
  }, [handover, opening]);

  useEffect(() => {
    if (!opening) return;
    setLines((current) => {
      const fresh = reconcile(current, event.ticketTypes);
      return sameLines(fresh, current) ? current : fresh;
    });
  }, [event.ticketTypes, opening]);

  useEffect(() => {
    if (opening) writeCart(event.id, lines, channel);
  }, [event.id, lines, channel, opening]);

  /** One more of `type`, once the session is known (a promise while the check is out, else at once). */
  function increment(type: TicketType, source: IncrementSource = 'list'): Promise<void> | undefined {
    if (typeof signedIn === 'function') return signedIn().then((known) => add(known, type, source));
    add(signedIn, type, source);
  }

  function add(signedIn: boolean, type: TicketType, source: IncrementSource) {
    const change = addOne(lines, type);
    if ('refused' in change) {
      explainRefusal(change.refused, change.available, source);
      return;
    }
    setLines(change.lines);
    // The list's Add to Cart, not a '+' in Order Summary (a dialog of its own): a refusal spends nothing.
    if (!signedIn && source === 'list') onVisitorAdd?.();
  }

  return {
    lines,
    /** Sent with the checkout request ('widget' when the buy widget handed this cart over). */
    channel,
    quantityOf: (ticketTypeId: number) => lines.find((l) => l.ticketTypeId === ticketTypeId)?.quantity ?? 0,
    increment,
    decrement: (ticketTypeId: number) => setLines((current) => removeOne(current, ticketTypeId)),
    clear: () => setLines([]),
  };
}

export type Cart = ReturnType<typeof useCart>;
