import { m } from '@pentas/i18n/messages';
import { forbidden } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';

/** The refusals of the reseller pages, each naming the access the page needs. */
export const RESELLER_ONLY = said(m.resell_denied_reseller);
const RESELLER_OR_ADMIN = said(m.resell_denied_affiliate);
export const ADMIN_ONLY = said(m.resell_denied_admin);

/** The affiliate portal: anyone with an affiliate code of their own to look at (`affiliate-links`). */
export function assertAffiliate(user: SessionUser) {
  if (!can(user.role, 'affiliate-links')) throw forbidden(RESELLER_OR_ADMIN);
}

/** Monitoring every reseller and the raw attribution rows: admins (`admin-panel`). */
export function assertAdmin(user: SessionUser) {
  if (!can(user.role, 'admin-panel')) throw forbidden(ADMIN_ONLY);
}
