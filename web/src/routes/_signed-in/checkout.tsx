import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { paymentQueries } from '@/features/checkout/queries';
import { orderQueries } from '@/features/orders/queries';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/_signed-in/checkout')({
  staticData: { guard: { loggedOut: 'registrationRequired' }, workspace: false },
  validateSearch: (
    search: Record<string, unknown>,
  ): { orderId?: string; clientSecret?: string; redirect_status?: string } => ({
    orderId: text(search.orderId),
    clientSecret: text(search.clientSecret),
    // Stripe adds these when it sends the buyer back from a bank or wallet page.
    redirect_status: text(search.redirect_status),
  }),
  loaderDeps: ({ search }) => ({ complete: Boolean(search.orderId && search.clientSecret) }),
  loader: async ({ context, deps }) => {
    // An incomplete link loads nothing: the page says 'Invalid Checkout' and goes back to events.
    if (!deps.complete) return;
    // The payment configuration is the form's own concern (its own loading and failure words).
    void context.queryClient.prefetchQuery(paymentQueries.config());
    await context.queryClient.ensureQueryData(orderQueries.mine());
  },
  component: function Checkout() {
    const { orderId, clientSecret, redirect_status } = Route.useSearch();
    return (
      <CheckoutPage orderId={orderId} clientSecret={clientSecret} returnedFromProvider={Boolean(redirect_status)} />
    );
  },
});
