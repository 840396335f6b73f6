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
    return <p className="text-muted-foreground">Tickets are not on sale yet. Check back soon.</p>;
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
                    With your code
                  </span>
                )}
                {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
                {t.available > 0 && !isOutsideSalesWindow(t) && (
                  <p className="mt-1 text-xs text-muted-foreground tabular">{t.available} left</p>
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
                    Sold Out
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
                  aria-label={`Add to Cart: ${t.name}`}
                >
                  <PlusIcon aria-hidden /> Add to Cart
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
