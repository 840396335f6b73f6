import { forbidden } from './errors';
import { can, type Permission } from './permissions';
import type { SessionUser } from './session-user';

/** The admin tools' refusal (403), unless a caller words its own. */
const ADMIN_ONLY = 'Admin access required.';

/** Permission first, before anything is read (docs/architecture.md, 'Add an endpoint'). */
export function assertCan(user: SessionUser, permission: Permission, message = ADMIN_ONLY) {
  if (!can(user.role, permission)) throw forbidden(message);
}
