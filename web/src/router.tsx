import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RoutePending } from './components/layout/route-pending';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  /** The server render's: scroll restoration would render an inline script (refused by the CSP, and not in the tree the browser hydrates). */
  onServer?: boolean;
  /** The page in the browser was painted by the server (main.tsx hydrates it). */
  painted?: boolean;
}

/** The app's router; tests and the server render (entry-server.tsx) pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: options.onServer ? false : scrollRestoration(!!options.painted),
    defaultPendingComponent: RoutePending,
    // Loaded when an error first happens: the landing page never needs it.
    defaultErrorComponent: lazyRouteComponent(() => import('./components/layout/route-error'), 'RouteErrorPage'),
  });
}

/**
 * Scroll restoration (back and forward return to where they were, a new page starts at its top), but
 * not on a painted page's first render: the visitor may have scrolled it before the app started (or
 * the browser put a reloaded page back where it was), and a jump to the top moved the link under
 * their finger, so the tap landed on something else.
 */
function scrollRestoration(painted: boolean) {
  let leaveAlone = painted;
  return () => {
    const restore = !leaveAlone;
    leaveAlone = false;
    return restore;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
