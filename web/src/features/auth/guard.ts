import type { QueryClient } from '@tanstack/react-query';
import { type CurrentUser, type Permission, sessionUser } from '@/lib/session';

/** What a layout asks of the user: a permission, or (the reseller pages: role reseller exactly) a role. */
export type Requirement = Permission | { role: CurrentUser['role'] };

/** Thrown by a layout route's guard; its errorComponent turns it into the page's toast and redirect. */
export class AccessRefused extends Error {
  constructor(readonly reason: 'logged-out' | 'denied') {
    super(reason);
    this.name = 'AccessRefused';
  }
}

/**
 * The guard of a layout route's `beforeLoad`: the signed-in user (meeting `need`, if given), else
 * an AccessRefused. Thrown before any child loader runs, so a refused page never asks for its data.
 */
export async function requireAuth(queryClient: QueryClient, need?: Requirement): Promise<{ user: CurrentUser }> {
  const user = await sessionUser(queryClient);
  if (!user) throw new AccessRefused('logged-out');
  if (need && !meets(user, need)) throw new AccessRefused('denied');
  return { user };
}

function meets(user: CurrentUser, need: Requirement) {
  return typeof need === 'string' ? user.permissions.includes(need) : user.role === need.role;
}
