import { type CartLinkLine, parseCartParam } from '@pentas/openapi';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { delays } from '@/lib/redirect';
import { toastThenLogIn } from '@/lib/session-expired';
import type { EventDetail, TicketType } from '../events/queries';
import {
  addOne,
  type CartLine,
  type CartRefusal,
  cartCount,
  linesFromLink,
  readCart,
  reconcile,
  removeOne,
  sameLines,
  writeCart,
} from './cart';

/** Where an increment came from: the dialog has its own wording for running out (spec section 5). */
export type IncrementSource = 'list' | 'summary';

function explainRefusal(refused: CartRefusal, available: number, source: IncrementSource) {
  if (refused === 'limit') {
    toast.error('Purchase limit', { description: 'Maximum 10 tickets per type allowed' });
  } else if (source === 'summary') {
    toast.error('Not enough tickets', { description: `Only ${available} tickets available` });
  } else {
    toast.error('Ticket limit reached', {
      description: 'Maximum available tickets for this type have been added to cart',
    });
  }
}

/**
 * A cart handed over by the widget (`?cart=31:2,32:1`): read once, then taken out of the address so
 * a reload keeps the cart as the buyer changes it.
 */
function takeCartFromLink(): CartLinkLine[] | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('cart')) return null;
  const lines = parseCartParam(url.searchParams.get('cart'));
  url.searchParams.delete('cart');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return lines;
}

/**
 * The cart of one event (spec 'Cart'): loaded from storage on opening the page, saved on every
 * change, kept in step with the event's current prices and stock.
 */
export function useCart(event: EventDetail, signedIn: boolean) {
  const [lines, setLines] = useState<CartLine[]>(() => {
    const handedOver = takeCartFromLink();
    if (!handedOver) return reconcile(readCart(event.id), event.ticketTypes);
    const lines = linesFromLink(handedOver, event.ticketTypes);
    if (cartCount(lines) < handedOver.reduce((sum, l) => sum + l.quantity, 0)) {
      toast.warning('Some tickets are no longer available', {
        description: 'Your cart holds what is left. Please check it before checkout.',
      });
    }
    return lines;
  });

  useEffect(() => {
    setLines((current) => {
      const fresh = reconcile(current, event.ticketTypes);
      return sameLines(fresh, current) ? current : fresh;
    });
  }, [event.ticketTypes]);

  useEffect(() => writeCart(event.id, lines), [event.id, lines]);

  function increment(type: TicketType, source: IncrementSource = 'list') {
    if (!signedIn) {
      toastThenLogIn('Login Required', 'Please log in or register to purchase tickets', delays.loginRequired);
      return;
    }
    const change = addOne(lines, type);
    if ('refused' in change) explainRefusal(change.refused, change.available, source);
    else setLines(change.lines);
  }

  return {
    lines,
    quantityOf: (ticketTypeId: number) => lines.find((l) => l.ticketTypeId === ticketTypeId)?.quantity ?? 0,
    increment,
    decrement: (ticketTypeId: number) => setLines((current) => removeOne(current, ticketTypeId)),
    clear: () => setLines([]),
  };
}

export type Cart = ReturnType<typeof useCart>;
