import type { QueryClient } from '@tanstack/react-query';
import { type CurrentUser, type Permission, sessionUser } from './queries';

/** Thrown by a layout route's guard; its errorComponent turns it into the spec's toast and redirect. */
export class AccessRefused extends Error {
  constructor(readonly reason: 'logged-out' | 'denied') {
    super(reason);
    this.name = 'AccessRefused';
  }
}

/**
 * The guard of a layout route's `beforeLoad`: the signed-in user (with `permission`, if given), else
 * an AccessRefused. Thrown before any child loader runs, so a refused page never asks for its data.
 */
export async function requireAuth(queryClient: QueryClient, permission?: Permission): Promise<{ user: CurrentUser }> {
  const user = await sessionUser(queryClient);
  if (!user) throw new AccessRefused('logged-out');
  if (permission && !user.permissions.includes(permission)) throw new AccessRefused('denied');
  return { user };
}
