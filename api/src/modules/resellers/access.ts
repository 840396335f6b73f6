import { forbidden } from '../../lib/errors';
import { can } from '../../lib/permissions';
import type { SessionUser } from '../../lib/session-user';

/** The refusals of the reseller pages, each naming the access the page needs. */
export const RESELLER_ONLY = 'You need reseller access to view this page';
const RESELLER_OR_ADMIN = 'You need reseller or admin access to view this page';
export const ADMIN_ONLY = 'You need admin access to view this page';

/** The affiliate portal: anyone with an affiliate code of their own to look at (`affiliate-links`). */
export function assertAffiliate(user: SessionUser) {
  if (!can(user.role, 'affiliate-links')) throw forbidden(RESELLER_OR_ADMIN);
}

/** Monitoring every reseller and the raw attribution rows: admins (`admin-panel`). */
export function assertAdmin(user: SessionUser) {
  if (!can(user.role, 'admin-panel')) throw forbidden(ADMIN_ONLY);
}
