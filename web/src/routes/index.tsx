import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { homeQueries } from '@/features/home/home-queries';
import { LandingPage } from '@/features/home/landing-page';
import { knownSessionUser, useCurrentUser } from '@/lib/session';

export const Route = createFileRoute('/')({
  // Started, not waited for: the hero shows at once and the cards arrive into their skeletons. Until
  // the session answers, this is a visitor's page (a user's home starts its own events when it shows).
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(
      knownSessionUser(context.queryClient) ? homeQueries.signedIn() : homeQueries.landing(),
    ),
  component: HomePage,
});

// Visitors, whose first page this is, never load the signed-in home (the budget test measures it).
const SignedInHome = lazy(() => import('@/features/home/signed-in-home').then((m) => ({ default: m.SignedInHome })));

/**
 * The landing page until the session says there is a user: a visitor's page never changes when the
 * check answers, and a user's stays on screen while the signed-in home's code arrives.
 */
function HomePage() {
  const { user } = useCurrentUser();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<LandingPage />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
