import { forbidden, notFound } from './errors';
import { can, type Permission } from './permissions';
import type { SessionUser } from './session-user';

/** The admin tools' refusal (403), unless a caller words its own. */
const ADMIN_ONLY = 'Admin access required.';

/** Permission first, before anything is read (docs/architecture.md, 'Add an endpoint'). */
export function assertCan(user: SessionUser, permission: Permission, message = ADMIN_ONLY) {
  if (!can(user.role, permission)) throw forbidden(message);
}

/**
 * An event's buyer data (its promo codes, its waiting lists) is its organizer's and admins'. Another
 * organizer's event, or a record of it, is a 404 exactly as an unknown one (decisions.md item 56):
 * neither buyers' names nor whether the thing exists are revealed. Asked after the role (403).
 */
export function assertOrganizerOrAdmin(user: SessionUser, organizerId: string, what = 'Event') {
  if (!can(user.role, 'manage-all-events') && organizerId !== user.id) throw notFound(`${what} not found.`);
}
