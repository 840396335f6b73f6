import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import { ShoppingCartIcon, TicketIcon } from 'lucide-react';
import { eventSaleStateLabel } from '@/components/data/sale-state-badge';
import { Button } from '@/components/ui/button';
import { fromPriceLabel } from '@/features/events/catalog-words';
import type { EventDetail } from '../events/queries';
import { pricesOf } from './cart';

/** The id of the event page's ticket list, where 'Get tickets' takes a phone's buyer. */
export const TICKETS_ID = 'tickets';

/**
 * The lowest price a buyer can pay now, as a card says it ('Free', 'From RM 80.00'): types on sale only,
 * at the page's code's prices.
 */
function lowestPriceOnSale(event: EventDetail) {
  const prices = event.ticketTypes
    .filter((t) => t.saleState === 'on_sale')
    .flatMap((t) => {
      const minor = toMinor(pricesOf(t).price);
      return minor === null ? [] : [minor];
    });
  return fromPriceLabel(prices.length ? fromMinor(Math.min(...prices)) : null, event.currency);
}

/**
 * The bar at the foot of a phone's screen, there from the start: 'Get tickets' (with the lowest price)
 * scrolls to the ticket list; once the cart has tickets, their count and total open the cart. An event
 * nobody can buy now (sold out, not yet or no longer on sale) says so instead, with the way to the list.
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
          <ShoppingCartIcon aria-hidden /> {m.cart_tickets_total({ count, total })}
        </Button>
      ) : (
        <div className="flex items-center justify-between gap-3">
          {event.saleState === 'on_sale' ? (
            <>
              <span className="min-w-0 truncate font-semibold text-warm tabular">{lowestPriceOnSale(event)}</span>
              <Button type="button" className="shrink-0" onClick={toTickets}>
                <TicketIcon aria-hidden /> {m.cart_get_tickets()}
              </Button>
            </>
          ) : (
            <>
              <span className="min-w-0 truncate font-semibold text-muted-foreground">
                {eventSaleStateLabel(event.saleState)}
              </span>
              <Button type="button" variant="outline" className="shrink-0" onClick={toTickets}>
                <TicketIcon aria-hidden /> {m.cart_see_tickets()}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
