import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { CheckoutPage } from '@/features/checkout/checkout-page';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/checkout')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { orderId?: string; clientSecret?: string; redirect_status?: string } => ({
    orderId: text(search.orderId),
    clientSecret: text(search.clientSecret),
    // Stripe adds these when it sends the buyer back from a bank or wallet page.
    redirect_status: text(search.redirect_status),
  }),
  component: function Checkout() {
    const { orderId, clientSecret, redirect_status } = Route.useSearch();
    return (
      <RequireAuth>
        <CheckoutPage orderId={orderId} clientSecret={clientSecret} returnedFromProvider={Boolean(redirect_status)} />
      </RequireAuth>
    );
  },
});
