/**
 * Query options for figures that change with every sale or payment: unlike the app's other reads
 * (never stale, `query-client.ts`), a page that shows them again asks again, showing what it had
 * meanwhile.
 */
export const changingFigures = { staleTime: 0 } as const;

/** For a route loader's `ensureQueryData`: figures already in the cache show at once and are asked for again behind them. */
export const revalidated = <T>(options: T) => ({ ...options, revalidateIfStale: true });
