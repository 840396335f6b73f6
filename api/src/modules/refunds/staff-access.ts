import { m } from '@pentas/i18n/messages';
import { forbidden, notFound } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';

const NOT_STAFF = said(m.problem_codes_refund_staff_only);

/** The 404 of each thing a caller may not see, in the reader's language. */
const NOT_FOUND = {
  Event: said(m.problem_event_not_found),
  Order: said(m.problem_order_not_found),
  'Refund request': said(m.problem_codes_refund_request_not_found),
};

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
  what: keyof typeof NOT_FOUND = 'Event',
): asserts event is { organizer_id: string; deleted?: boolean } {
  const owner = refundScope(user);
  if (!event || (owner !== undefined && (event.organizer_id !== owner || event.deleted))) {
    throw notFound(NOT_FOUND[what]);
  }
}
