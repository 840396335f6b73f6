import { m } from '@pentas/i18n/messages';
import { isOutsideSalesWindow } from '@pentas/openapi';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pricesOf } from '../cart/cart';
import { QuantityStepper } from '../cart/quantity-stepper';
import { StruckPrice } from '../cart/struck-price';
import type { Cart } from '../cart/use-cart';
import { JoinWaitingList } from '../waiting-list/join-waiting-list';
import type { EventDetail } from './queries';
import { TicketWindowNote } from './sale-state-notes';

/**
 * 'Select Tickets', shown to everyone (decisions.md item 30): each active ticket type with its price
 * ('Free' for nothing) and what is left, and either Add to Cart, the minus/plus controls once it is in
 * the cart, 'Sold Out', or when its sales open or that they ended. A visitor's Add to Cart fills the cart
 * too (the page then asks them to register).
 */
export function TicketList({ event, cart }: { event: EventDetail; cart: Cart }) {
  if (event.ticketTypes.length === 0) {
    return <p className="text-muted-foreground">{m.tickets_not_on_sale()}</p>;
  }
  return (
    <ul className="divide-y">
      {event.ticketTypes.map((t) => {
        const quantity = cart.quantityOf(t.id);
        return (
          <li key={t.id} className="flex flex-col gap-3 py-4" data-testid="ticket-type">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="font-semibold">{t.name}</p>
                {t.hidden && (
                  <span className="mt-1 inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                    {m.tickets_with_your_code()}
                  </span>
                )}
                {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
                {t.available > 0 && !isOutsideSalesWindow(t) && (
                  <p className="mt-1 text-xs text-muted-foreground tabular">{m.tickets_left({ count: t.available })}</p>
                )}
              </div>
              <p className="shrink-0 text-right font-semibold text-warm tabular">
                <StruckPrice {...pricesOf(t)} currency={event.currency} />
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-end gap-3">
              {isOutsideSalesWindow(t) ? (
                <TicketWindowNote type={t} event={event} />
              ) : t.available <= 0 ? (
                <>
                  <JoinWaitingList eventId={event.id} type={t} />
                  <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
                    {m.tickets_sold_out()}
                  </span>
                </>
              ) : quantity > 0 ? (
                <QuantityStepper
                  name={t.name}
                  quantity={quantity}
                  onMinus={() => cart.decrement(t.id)}
                  onPlus={() => cart.increment(t)}
                />
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => cart.increment(t)}
                  aria-label={m.tickets_add_to_cart_named({ name: t.name })}
                >
                  <PlusIcon aria-hidden /> {m.tickets_add_to_cart()}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
