import { ApiError, type components, unwrap } from '@pentas/openapi';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { local, storageKeys } from '@/lib/storage';

// The session, shared: the layout (header, route guards, the root) and every feature read the
// signed-in user from here; features/auth holds the sign-in pages and the guards built on it.

export type CurrentUser = components['schemas']['CurrentUser'];
export type Permission = CurrentUser['permissions'][number];

/**
 * The signed-in user, or null when the session call answers 401. Without a network, the user whose
 * ticket wallet this device keeps, so the wallet opens at the door; the API still decides everything
 * else once it is reached. Nobody signed in, or someone else, and the kept wallet goes.
 */
/**
 * The offline wallet's rules (lib/offline-wallet), loaded only on a device where a wallet was saved:
 * a visitor's landing page never fetches them (budget.spec.ts), and without a saved wallet they would
 * keep nothing and stand in for nobody.
 */
const savedWallet = () => (local.get(storageKeys.walletUser) === null ? null : import('@/lib/offline-wallet'));

export const sessionQueries = {
  user: () =>
    queryOptions({
      queryKey: ['auth', 'user'],
      queryFn: async (): Promise<CurrentUser | null> => {
        try {
          const user = await unwrap(api.GET('/api/auth/user'));
          (await savedWallet())?.keepWalletOnlyFor(user.id);
          return user;
        } catch (err) {
          const wallet = await savedWallet();
          if (err instanceof ApiError && err.status === 401) {
            wallet?.keepWalletOnlyFor(null);
            return null;
          }
          const offline = wallet?.isUnreachable(err) ? wallet.offlineWalletUser<CurrentUser>() : null;
          if (offline) return offline;
          throw err;
        }
      },
    }),
};

/** The session's user, read once and then from the cache (route guards and loaders). */
export function sessionUser(queryClient: QueryClient) {
  return queryClient.ensureQueryData(sessionQueries.user());
}

/**
 * Starts the session check without waiting for it (the root route): public pages paint the
 * signed-out shell at once, and whatever reads the session (the header, the guards) gets this request.
 */
export function startSessionCheck(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQueries.user());
}

/** The session's user if the check has answered: a user, null for a visitor, undefined while unknown. */
export function knownSessionUser(queryClient: QueryClient): CurrentUser | null | undefined {
  return queryClient.getQueryData(sessionQueries.user().queryKey);
}

export function useCurrentUser() {
  const query = useQuery(sessionQueries.user());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    can: (permission: Permission) => user?.permissions.includes(permission) ?? false,
  };
}

export function displayName(user: CurrentUser) {
  return user.firstName || user.email;
}
