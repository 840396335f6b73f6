import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RoutePending } from './components/layout/route-pending';
import { routeTree } from './routeTree.gen';

/**
 * The app's router; tests and the server render (entry-server.tsx) pass a memory history. On the
 * server, scroll restoration would render an inline script (refused by the CSP, and not in the tree
 * the browser hydrates): the server's router has none.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, options?: { onServer?: boolean }) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !options?.onServer,
    defaultPendingComponent: RoutePending,
    // Loaded when an error first happens: the landing page never needs it.
    defaultErrorComponent: lazyRouteComponent(() => import('./components/layout/route-error'), 'RouteErrorPage'),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
