import { m } from '@pentas/i18n/messages';
import { ApiError, unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/ui/sonner';
import { api } from '@/lib/api';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { local, storageKeys } from '@/lib/storage';
import { codeForCheckout } from '../events/event-code';
import { type EventDetail, eventQueries } from '../events/queries';
import { invalidatePurchases, orderQueries } from '../orders/queries';
import type { Cart } from './use-cart';

export interface CustomerDetails {
  fullName: string;
  email: string;
}

/** The server's complaints about the details form, by field ('fullName', 'email'), if that is what failed. */
export function detailsErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const entries = (error.problem.errors ?? [])
    .filter((e) => e.path.startsWith('customerData.'))
    .map((e) => [e.path.slice('customerData.'.length), e.message]);
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * Starts checkout: creates the payment intent (the server holds the tickets), then on success
 * clears the stored cart, stores the checkout currency and opens the checkout page.
 */
export function useStartCheckout(event: EventDetail, cart: Cart) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerData: CustomerDetails) => {
      if (cart.lines.length === 0) throw new Error(m.checkout_no_items());
      const affiliateCode = local.get(storageKeys.affiliateCode) ?? undefined;
      const code = codeForCheckout(event);
      return unwrap(
        api.POST('/api/create-payment-intent', {
          body: {
            eventId: event.id,
            currency: event.currency,
            orderItems: cart.lines.map((l) => ({
              ticketTypeId: l.ticketTypeId,
              quantity: l.quantity,
              unitPrice: l.price,
            })),
            customerData,
            channel: cart.channel,
            ...(affiliateCode ? { affiliateCode } : {}),
            ...(code ? { code } : {}),
          },
        }),
      );
    },
    onSuccess: ({ clientSecret, orderId, status }) => {
      if (status === 'completed') {
        // Free tickets: nothing to pay, they are already issued.
        cart.clear();
        invalidatePurchases(queryClient);
        toast.success(m.tickets_confirmed(), { description: m.checkout_free_ready() });
        navigate({ to: '/orders/$orderId', params: { orderId } });
        return;
      }
      if (!clientSecret || !orderId) {
        toast.error(m.error(), { description: m.checkout_missing_payment_details() });
        return;
      }
      cart.clear();
      local.set(storageKeys.checkoutCurrency, event.currency);
      queryClient.invalidateQueries({ queryKey: orderQueries.all() });
      navigate({ to: '/checkout', search: { orderId, clientSecret } });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return logInAgain();
      if (detailsErrors(error)) return; // shown on the form's fields
      // Stock, prices or the code's uses moved while the buyer looked: reload them so the cart shows what
      // is true now (a code used up or expired meanwhile is then said beside the code's field).
      if (error instanceof ApiError && (error.status === 409 || error.problem.code === 'promo_code_not_valid')) {
        queryClient.invalidateQueries({ queryKey: eventQueries.detail(event.id).queryKey });
      }
      const { title, description } = errorToast(error, { title: m.checkout_error_title() });
      toast.error(title, { description });
    },
  });
}
