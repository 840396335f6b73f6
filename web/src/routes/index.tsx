import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useCurrentUser } from '@/features/auth/queries';
import { LandingPage } from '@/features/home/landing-page';
import { SignedInHome } from '@/features/home/signed-in-home';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
