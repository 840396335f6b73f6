import { m } from '@pentas/i18n/messages';
import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { ADMIN_ONLY, RESELLER_ONLY } from './access';
import { isoInstant } from './answer-format';
import { resolveDateRange } from './date-range';
import { salesHistoryCount, salesHistoryPage, userExists } from './sales-history.queries';

export interface SalesHistoryInput {
  dateFrom?: string;
  dateTo?: string;
  page?: number;
  pageSize?: number;
  resellerId?: string;
}

export const resellerNotFound = () => notFound(said(m.problem_tickets_reseller_not_found));
const adminMustNameReseller = () =>
  validationFailed([{ path: 'resellerId', message: said(m.problem_tickets_name_the_reseller) }]);

/**
 * Whose sales the caller may read (history and overview): a reseller (the role itself, not any role
 * that may issue manual tickets: decisions.md item 22) their own; an admin anyone's, named by
 * `resellerId`; nobody else any.
 */
export async function whoseHistory(deps: AppDeps, user: SessionUser, resellerId: string | undefined) {
  if (user.role === 'reseller') {
    if (resellerId !== undefined && resellerId !== user.id) throw forbidden(ADMIN_ONLY);
    return user.id;
  }
  if (user.role !== 'admin') throw forbidden(RESELLER_ONLY);
  if (resellerId === undefined) throw adminMustNameReseller();
  if (!(await userExists(deps.db, resellerId))) throw resellerNotFound();
  return resellerId;
}

/** `GET /api/reseller/sales-history`: the reseller's manual tickets and attributed orders. */
export async function salesHistory(deps: AppDeps, user: SessionUser, input: SalesHistoryInput) {
  const resellerId = await whoseHistory(deps, user, input.resellerId);
  const range = resolveDateRange(input);
  const [rows, total] = await Promise.all([
    salesHistoryPage(deps.db, resellerId, range, pageWindow(input)),
    salesHistoryCount(deps.db, resellerId, range),
  ]);
  return {
    total,
    items: rows.map(({ recordId, amountMinor, ...row }) => ({
      ...row,
      id: row.source === 'manual' ? `manual-${recordId}` : `order-${row.orderId}`,
      createdAt: isoInstant(row.createdAt),
      amount: fromMinor(Number(amountMinor)),
    })),
  };
}
