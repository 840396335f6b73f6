import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/sonner';
import { sessionUser } from '@/features/auth/queries';
import { local, storageKeys } from '@/lib/storage';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The session decides which pages a user may see, so it is known before any page renders.
  beforeLoad: async ({ context }) => ({ user: await sessionUser(context.queryClient) }),
  component: RootLayout,
  // The root is not split by the router plugin: loaded by hand, so the landing page never fetches it.
  notFoundComponent: lazyRouteComponent(() => import('@/components/layout/not-found'), 'NotFoundPage'),
});

function RootLayout() {
  useStoreAffiliateCode();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:p-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="content" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  );
}

/** An affiliate code in `?ref=` on any page is remembered for checkout (spec 'Other'). */
function useStoreAffiliateCode() {
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref')?.trim();
    if (ref && /^[\w-]{1,64}$/.test(ref)) local.set(storageKeys.affiliateCode, ref);
  }, []);
}
