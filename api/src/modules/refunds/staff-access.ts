import { forbidden, notFound } from '../../lib/errors';
import { can } from '../../lib/permissions';
import type { SessionUser } from '../../lib/session-user';

const NOT_STAFF = 'Only organizers (for their own events) and admins can refund orders.';

/**
 * Who may see an event's orders, refund them and answer its buyers' requests (decisions.md item 56):
 * its organizer and admins. Asked first, before anything is read: other roles are a 403.
 */
export function assertRefundStaff(user: SessionUser) {
  if (!can(user.role, 'create-events')) throw forbidden(NOT_STAFF);
}

/** Whose events' orders a caller sees: an organizer's own; undefined (all) for admins. */
export const refundScope = (user: SessionUser): string | undefined =>
  can(user.role, 'manage-all-events') ? undefined : user.id;

/**
 * Another organizer's event (or its order, or request) is a 404, exactly as an unknown one: buyers'
 * names and e-mails are not revealed, nor whether the thing exists. A deleted event is an admin's only.
 */
export function assertRefundsOf(
  user: SessionUser,
  event: { organizer_id: string; deleted?: boolean } | undefined,
  what = 'Event',
): asserts event is { organizer_id: string; deleted?: boolean } {
  const owner = refundScope(user);
  if (!event || (owner !== undefined && (event.organizer_id !== owner || event.deleted))) {
    throw notFound(`${what} not found.`);
  }
}
