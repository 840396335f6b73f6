import { formatPrice, serviceFeeMinor } from '@pentas/openapi';
import { ShoppingCartIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CurrentUser } from '@/lib/session';
import type { EventDetail } from '../events/queries';
import { cartCount, cartSubtotalMinor } from './cart';
import { ConfirmDetailsDialog } from './confirm-details-dialog';
import { detailsFrom } from './details';
import { detailsErrors, useStartCheckout } from './mutations';
import { OrderSummaryDialog } from './order-summary-dialog';
import type { Cart } from './use-cart';

/**
 * The way from cart to payment: a cart button with its count (and a bar on small screens), the
 * 'Order Summary' dialog, then 'Confirm Your Details', which starts checkout.
 */
export function CartCheckout({ event, cart, user }: { event: EventDetail; cart: Cart; user: CurrentUser | null }) {
  const [step, setStep] = useState<'closed' | 'summary' | 'details'>('closed');
  const start = useStartCheckout(event, cart);
  const initialDetails = useMemo(() => detailsFrom(user), [user]);
  const serverErrors = useMemo(() => detailsErrors(start.error), [start.error]);
  const count = cartCount(cart.lines);
  const subtotal = cartSubtotalMinor(cart.lines);
  const total = formatPrice(subtotal + serviceFeeMinor(subtotal, event.serviceFee), event.currency);
  const openSummary = () => setStep('summary');

  return (
    <>
      <Button
        type="button"
        variant={count ? 'default' : 'outline'}
        className="relative w-full"
        onClick={openSummary}
        aria-label={`Cart: ${count} ${count === 1 ? 'ticket' : 'tickets'}`}
      >
        <ShoppingCartIcon aria-hidden /> View Cart
        {count > 0 && (
          <span
            className="ml-1 rounded-full bg-primary-foreground px-2 text-xs font-bold text-primary tabular"
            data-testid="cart-count"
          >
            {count}
          </span>
        )}
      </Button>
      {count > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 p-3 shadow-dialog backdrop-blur lg:hidden">
          <Button type="button" className="w-full" onClick={openSummary}>
            <ShoppingCartIcon aria-hidden /> {count} {count === 1 ? 'ticket' : 'tickets'} · {total}
          </Button>
        </div>
      )}
      <OrderSummaryDialog
        event={event}
        cart={cart}
        signedIn={Boolean(user)}
        open={step === 'summary'}
        onOpenChange={(open) => setStep(open ? 'summary' : 'closed')}
        onProceed={() => setStep('details')}
      />
      <ConfirmDetailsDialog
        open={step === 'details'}
        onOpenChange={(open) => setStep(open ? 'details' : 'closed')}
        initial={initialDetails}
        pending={start.isPending}
        serverErrors={serverErrors}
        totalLabel={total}
        onSubmit={(details) =>
          // A field error keeps the form open; anything else closes it so the buyer sees the toast
          // and the tickets as they are now.
          start.mutate(details, { onError: (error) => detailsErrors(error) || setStep('closed') })
        }
      />
    </>
  );
}
