import { QueryClient } from '@tanstack/react-query';

/** The spec's call policy: no retry, no refetch on focus, data never stale (mutations invalidate). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
