import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { delays, goTo } from '@/lib/redirect';
import type { EventDetail, TicketType } from '../events/queries';
import { addOne, type CartLine, type CartRefusal, readCart, reconcile, removeOne, sameLines, writeCart } from './cart';

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
 * The cart of one event (spec 'Cart'): loaded from storage on opening the page, saved on every
 * change, kept in step with the event's current prices and stock.
 */
export function useCart(event: EventDetail, signedIn: boolean) {
  const [lines, setLines] = useState<CartLine[]>(() => reconcile(readCart(event.id), event.ticketTypes));

  useEffect(() => {
    setLines((current) => {
      const fresh = reconcile(current, event.ticketTypes);
      return sameLines(fresh, current) ? current : fresh;
    });
  }, [event.ticketTypes]);

  useEffect(() => writeCart(event.id, lines), [event.id, lines]);

  function increment(type: TicketType, source: IncrementSource = 'list') {
    if (!signedIn) {
      toast
        .error('Login Required', { description: 'Please log in or register to purchase tickets' })
        .then(() => setTimeout(() => goTo('/api/login'), delays.loginRequired));
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
