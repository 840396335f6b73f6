import { m } from '@pentas/i18n/messages';
import { formatTicketPrice, serviceFeeMinor, toMinor } from '@pentas/openapi';
import { ShoppingCartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { EventDetail } from '../events/queries';
import { cartDiscount, cartSubtotalMinor } from './cart';
import { PriceBreakdown } from './price-breakdown';
import { QuantityStepper } from './quantity-stepper';
import { StruckPrice } from './struck-price';
import type { Cart } from './use-cart';

/**
 * The 'Order Summary' dialog: the lines (with minus and plus), fee and total, then 'Proceed to Checkout';
 * a visitor's 'Login Required to Purchase' asks them to sign up or in right here (`onSignIn`).
 */
export function OrderSummaryDialog({
  event,
  cart,
  signedIn,
  open,
  onOpenChange,
  onProceed,
  onSignIn,
}: {
  event: EventDetail;
  cart: Cart;
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProceed: () => void;
  onSignIn: () => void;
}) {
  const subtotal = cartSubtotalMinor(cart.lines);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.checkout_order_summary()}</DialogTitle>
          <DialogDescription>{event.title}</DialogDescription>
        </DialogHeader>
        {cart.lines.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <ShoppingCartIcon className="size-8" aria-hidden />
            <p>{m.checkout_cart_empty()}</p>
          </div>
        ) : (
          <>
            <ul className="divide-y">
              {cart.lines.map((line) => {
                const type = event.ticketTypes.find((t) => t.id === line.ticketTypeId);
                return (
                  <li
                    key={line.ticketTypeId}
                    className="flex items-center justify-between gap-3 py-3"
                    data-testid="cart-line"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{line.name}</p>
                      <p className="text-sm text-muted-foreground tabular">
                        <StruckPrice price={line.price} listPrice={line.listPrice} currency={event.currency} /> ×{' '}
                        {line.quantity} ={' '}
                        {/* An amount is never split between its currency and its figure on a phone. */}
                        <span className="whitespace-nowrap">
                          {formatTicketPrice((toMinor(line.price) ?? 0) * line.quantity, event.currency)}
                        </span>
                      </p>
                    </div>
                    <QuantityStepper
                      name={line.name}
                      quantity={line.quantity}
                      onMinus={() => cart.decrement(line.ticketTypeId)}
                      onPlus={() => type && cart.increment(type, 'summary')}
                    />
                  </li>
                );
              })}
            </ul>
            <PriceBreakdown
              subtotalMinor={subtotal}
              feeMinor={serviceFeeMinor(subtotal, event.serviceFee)}
              currency={event.currency}
              discount={cartDiscount(event, cart.lines)}
            />
          </>
        )}
        <DialogFooter>
          {signedIn ? (
            <Button onClick={onProceed} disabled={cart.lines.length === 0}>
              {m.checkout_proceed()}
            </Button>
          ) : (
            <Button onClick={onSignIn}>{m.checkout_login_required()}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
