import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/checkout')({
  component: () => (
    <RequireAuth>
      <PlaceholderPage title="Checkout" description="Checkout arrives with payments." />
    </RequireAuth>
  ),
});
