import { m } from '@pentas/i18n/messages';
import { assertCan } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import type { LedgerScope } from './allocations.queries';

const ORGANIZERS_ONLY = said(m.problem_tickets_allocations_organizers_only);
export const notYourEventsAllocation = () => forbidden(said(m.problem_tickets_allocations_own_events_only));

/** The refusal for roles without the box office (customers), naming the roles that have it. */
const BOX_OFFICE_ONLY = said(m.problem_tickets_box_office_only);

/**
 * How far one caller reaches in the box office, decided by permission, never by role name:
 * - `all`: every event and every record (admins: manage-all-events);
 * - `own-events`: the caller's own events, and the records of those events (organizers: create-events);
 * - `own-records`: only the ticket types they hold an allocation of, within it (decisions.md item 29;
 *   checked by `takeFromAllocation` in the issue's transaction), never to themselves, and only the
 *   records they generated (resellers).
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

/**
 * Whose allocations and ledger a caller sees (box-office permission first): admins every reseller's,
 * organizers those of their own events, resellers their own.
 */
export function ledgerScopeOf(user: SessionUser): LedgerScope {
  const reach = reachOf(user);
  if (reach.kind === 'all') return { kind: 'all' };
  if (reach.kind === 'own-events') return { kind: 'organizer', userId: user.id };
  return { kind: 'reseller', userId: user.id };
}

/**
 * Granting, changing and revoking allocations and recording settlements: an event's organizer or an
 * admin. The permission comes first, before anything is read (resellers and customers 403).
 */
export function assertMayAllocate(user: SessionUser) {
  assertCan(user, 'create-events', ORGANIZERS_ONLY);
}

/** Then ownership: another organizer's event is a 403 (admins manage every event's). */
export function assertAllocatesFor(user: SessionUser, organizerId: string) {
  assertMayAllocate(user);
  if (!can(user.role, 'manage-all-events') && organizerId !== user.id) throw notYourEventsAllocation();
}
