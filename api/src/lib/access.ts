import { m } from '@pentas/i18n/messages';
import { forbidden, notFound } from './errors';
import { can, type Permission } from './permissions';
import { type Said, said, type Words } from './said';
import type { SessionUser } from './session-user';

/** The admin tools' refusal (403), unless a caller words its own. */
const ADMIN_ONLY = said(m.problem_admin_only);

/** Permission first, before anything is read (docs/architecture.md, 'Add an endpoint'). */
export function assertCan(user: SessionUser, permission: Permission, message: Words = ADMIN_ONLY) {
  if (!can(user.role, permission)) throw forbidden(message);
}

/** What is not found, by the name callers give it. */
const NOT_FOUND = {
  Event: said(m.problem_event_not_found),
  'Ticket type': said(m.problem_ticket_type_not_found),
  Entry: said(m.problem_entry_not_found),
  Code: said(m.problem_code_not_found),
} satisfies Record<string, Said>;

/**
 * An event's buyer data (its promo codes, its waiting lists) is its organizer's and admins'. Another
 * organizer's event, or a record of it, is a 404 exactly as an unknown one (decisions.md item 56):
 * neither buyers' names nor whether the thing exists are revealed. Asked after the role (403).
 */
export function assertOrganizerOrAdmin(
  user: SessionUser,
  organizerId: string,
  what: keyof typeof NOT_FOUND | Said = 'Event',
) {
  if (!can(user.role, 'manage-all-events') && organizerId !== user.id)
    throw notFound(typeof what === 'string' ? NOT_FOUND[what] : what);
}
