import { assertCan } from '../../lib/access';
import { can } from '../../lib/permissions';
import type { SessionUser } from '../../lib/session-user';

/** The refusal for roles without the box office (customers), naming the roles that have it. */
const BOX_OFFICE_ONLY = 'You need reseller, organizer or admin access to generate tickets.';

/**
 * How far one caller reaches in the box office, decided by permission, never by role name:
 * - `all`: every event and every record (admins: manage-all-events);
 * - `own-events`: the caller's own events, and the records of those events (organizers: create-events);
 * - `own-records`: any event open for sale, but only the records they generated (resellers).
 */
export type Reach = { kind: 'all' } | { kind: 'own-events'; userId: string } | { kind: 'own-records'; userId: string };

/** The caller's reach, after the box-office permission (403 without it). */
export function reachOf(user: SessionUser): Reach {
  assertCan(user, 'generate-manual-tickets', BOX_OFFICE_ONLY);
  if (can(user.role, 'manage-all-events')) return { kind: 'all' };
  if (can(user.role, 'create-events')) return { kind: 'own-events', userId: user.id };
  return { kind: 'own-records', userId: user.id };
}

/** Whether the caller may issue tickets of an event organised by `organizerId`. */
export function mayIssueFor(reach: Reach, organizerId: string) {
  return reach.kind !== 'own-events' || reach.userId === organizerId;
}
