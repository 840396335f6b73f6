import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { useCurrentUser } from '@/features/auth/queries';
import { homeQueries } from '@/features/home/home-queries';
import { LandingPage } from '@/features/home/landing-page';

export const Route = createFileRoute('/')({
  // Started, not waited for: the hero shows at once and the cards arrive into their skeletons.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(context.user ? homeQueries.signedIn() : homeQueries.landing()),
  component: HomePage,
});

// Visitors, whose first page this is, never load the signed-in home (the budget test measures it).
const SignedInHome = lazy(() => import('@/features/home/signed-in-home').then((m) => ({ default: m.SignedInHome })));

function HomePage() {
  const { user } = useCurrentUser();
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
