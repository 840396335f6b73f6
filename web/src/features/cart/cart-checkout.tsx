import { m } from '@pentas/i18n/messages';
import { formatTicketPrice, serviceFeeMinor } from '@pentas/openapi';
import { ShoppingCartIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { CurrentUser } from '@/lib/session';
import type { EventDetail } from '../events/queries';
import { cartCount, cartSubtotalMinor } from './cart';
import { detailsFrom } from './details';
import { detailsErrors, useStartCheckout } from './mutations';
import { TicketsBar } from './tickets-bar';
import type { Cart } from './use-cart';

// Loaded when the buyer first opens the cart: the event page comes alive without them.
const OrderSummaryDialog = lazyDialog(
  () => import('./order-summary-dialog').then((module) => module.OrderSummaryDialog),
  (props) => props.open,
);
const ConfirmDetailsDialog = lazyDialog(
  () => import('./confirm-details-dialog').then((module) => module.ConfirmDetailsDialog),
  (props) => props.open,
);

/** Where the buyer is on the way to payment (the page holds it: the widget's hand-over opens the cart). */
export type CheckoutStep = 'closed' | 'summary' | 'details';

/**
 * The way from cart to payment: a cart button with its count (and a bar on phones, there from the
 * start), the 'Order Summary' dialog, then 'Confirm Your Details', which starts checkout. A visitor is
 * asked to sign up or in from the summary (`onSignIn`).
 */
export function CartCheckout({
  event,
  cart,
  user,
  step,
  onStepChange: setStep,
  onSignIn,
}: {
  event: EventDetail;
  cart: Cart;
  user: CurrentUser | null;
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
  onSignIn: () => void;
}) {
  const start = useStartCheckout(event, cart);
  const initialDetails = useMemo(() => detailsFrom(user), [user]);
  const serverErrors = useMemo(() => detailsErrors(start.error), [start.error]);
  const count = cartCount(cart.lines);
  const subtotal = cartSubtotalMinor(cart.lines);
  const total = formatTicketPrice(subtotal + serviceFeeMinor(subtotal, event.serviceFee), event.currency);
  const openSummary = () => setStep('summary');

  return (
    <>
      <Button
        type="button"
        variant={count ? 'default' : 'outline'}
        className="relative w-full"
        onClick={openSummary}
        aria-label={m.cart_label({ count })}
      >
        <ShoppingCartIcon aria-hidden /> {m.cart_view()}
        {count > 0 && (
          <span
            className="ml-1 rounded-full bg-primary-foreground px-2 text-xs font-bold text-primary tabular"
            data-testid="cart-count"
          >
            {count}
          </span>
        )}
      </Button>
      <TicketsBar event={event} count={count} total={total} onOpenCart={openSummary} />
      <OrderSummaryDialog
        event={event}
        cart={cart}
        signedIn={Boolean(user)}
        open={step === 'summary'}
        onOpenChange={(open) => setStep(open ? 'summary' : 'closed')}
        onProceed={() => setStep('details')}
        onSignIn={() => {
          setStep('closed');
          onSignIn();
        }}
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
