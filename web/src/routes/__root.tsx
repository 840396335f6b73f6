import { m } from '@pentas/i18n/messages';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/sonner';
import { startSessionCheck } from '@/lib/session';
import { local, session, storageKeys } from '@/lib/storage';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Started, not awaited: public pages paint the signed-out shell before the session is known (a
  // visitor sees no change when it answers). The guards of the signed-in layouts wait for it.
  beforeLoad: ({ context }) => startSessionCheck(context.queryClient),
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
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader />
      {/* At least a screen below the header: the footer starts below the fold, so a page that grows
          into place (a spinner, then the page) never moves it in view, which counted as a layout shift. */}
      <div id="content" className="min-h-[calc(100dvh-4rem)] flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  );
}

/**
 * An affiliate code in `?ref=` on any page is remembered for checkout, and the visit is counted for
 * the affiliate: once per browser session the page's visit token (the server puts it in the head of a
 * page opened with `?ref=`) goes with the code, and the event page it landed on, to
 * `POST /api/affiliate-clicks`, which counts a visitor once a day. No token (a page the server did not
 * render for this link), no beacon.
 */
function useStoreAffiliateCode() {
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref')?.trim();
    if (!ref || !/^[\w-]{1,64}$/.test(ref)) return;
    local.set(storageKeys.affiliateCode, ref);
    const token = document.querySelector<HTMLMetaElement>('meta[name="pentas-visit-token"]')?.content;
    if (!token || session.get(storageKeys.clickSent) === ref) return;
    session.set(storageKeys.clickSent, ref);
    const eventId = Number(/^\/events\/(\d+)/.exec(window.location.pathname)?.[1]) || undefined;
    // keepalive: the beacon still goes if the visitor leaves at once; its answer is never needed.
    fetch(`${location.origin}/api/affiliate-clicks`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: ref, eventId, token }),
    }).catch(() => undefined);
  }, []);
}
