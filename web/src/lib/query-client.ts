import { QueryClient } from '@tanstack/react-query';

/** The call policy: no retry, no refetch on focus, data never stale (mutations invalidate what they change). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Resolves once no query is fetching: the server render and the browser's hydration both wait for the
 * first page's queries (answered from its inline data) so that they render the same, complete page.
 */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    let unsubscribe: (() => void) | undefined;
    const check = () => {
      if (queryClient.isFetching() > 0) return false;
      unsubscribe?.();
      resolve();
      return true;
    };
    if (!check()) unsubscribe = cache.subscribe(() => void check());
  });
}
