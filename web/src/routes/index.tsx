import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/auth/queries';
import { homeQueries } from '@/features/home/home-queries';
import { LandingPage } from '@/features/home/landing-page';
import { SignedInHome } from '@/features/home/signed-in-home';

export const Route = createFileRoute('/')({
  // Started, not waited for: the hero shows at once and the cards arrive into their skeletons.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(context.user ? homeQueries.signedIn() : homeQueries.landing()),
  component: HomePage,
});

function HomePage() {
  const { user } = useCurrentUser();
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
