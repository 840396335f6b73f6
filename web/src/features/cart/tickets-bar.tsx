import { fromMinor, fromPriceLabel, toMinor } from '@pentas/openapi';
import { ShoppingCartIcon, TicketIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EventDetail } from '../events/queries';

/** The id of the event page's ticket list, where 'Get tickets' takes a phone's buyer. */
export const TICKETS_ID = 'tickets';

/** The lowest price of the event's ticket types, as a card says it ('Free', 'From RM 80.00'). */
function lowestPrice(event: EventDetail) {
  const prices = event.ticketTypes.map((t) => toMinor(t.price) ?? 0);
  return fromPriceLabel(prices.length ? fromMinor(Math.min(...prices)) : null, event.currency);
}

/**
 * The bar at the foot of a phone's screen, there from the start: 'Get tickets' (with the lowest price)
 * scrolls to the ticket list; once the cart has tickets, their count and total open the cart.
 */
export function TicketsBar({
  event,
  count,
  total,
  onOpenCart,
}: {
  event: EventDetail;
  count: number;
  total: string;
  onOpenCart: () => void;
}) {
  const toTickets = () => {
    const list = document.getElementById(TICKETS_ID);
    list?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    list?.focus({ preventScroll: true });
  };
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 p-3 shadow-dialog backdrop-blur lg:hidden"
      data-testid="tickets-bar"
    >
      {count > 0 ? (
        <Button type="button" className="w-full" onClick={onOpenCart}>
          <ShoppingCartIcon aria-hidden /> {count} {count === 1 ? 'ticket' : 'tickets'} · {total}
        </Button>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <span className="min-w-0 truncate font-semibold text-warm tabular">{lowestPrice(event)}</span>
          <Button type="button" className="shrink-0" onClick={toTickets}>
            <TicketIcon aria-hidden /> Get tickets
          </Button>
        </div>
      )}
    </div>
  );
}
