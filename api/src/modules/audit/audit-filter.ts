import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { HOME_TIME_ZONE } from '@pentas/openapi';
import { dayNumber, startOfDay } from '../../lib/days';
import { validationFailed } from '../../lib/errors';
import { said } from '../../lib/said';
import type { AuditFilter } from './audit-log.queries';
import type { AuditFilterQuery } from './audit-log.schemas';

/**
 * The log's filters as the queries take them: days on Kuala Lumpur's calendar (decisions.md item 3)
 * become instants, from local midnight of dateFrom to local midnight after dateTo. A day that does not
 * exist, or dateFrom after dateTo, is a 422.
 */
export function auditFilterOf(query: z.infer<typeof AuditFilterQuery>): AuditFilter {
  const { dateFrom, dateTo, ...rest } = query;
  const start = dateFrom === undefined ? undefined : dayNumber(dateFrom);
  const end = dateTo === undefined ? undefined : dayNumber(dateTo);
  if (start === null) throw validationFailed([{ path: 'dateFrom', message: said(m.problem_account_real_day_format) }]);
  if (end === null) throw validationFailed([{ path: 'dateTo', message: said(m.problem_account_real_day_format) }]);
  if (start !== undefined && end !== undefined && start > end) {
    throw validationFailed([{ path: 'dateFrom', message: said(m.problem_account_date_from_after_date_to) }]);
  }
  return {
    ...rest,
    actor: rest.actor || undefined,
    target: rest.target || undefined,
    from: start === undefined ? undefined : startOfDay(start, HOME_TIME_ZONE),
    to: end === undefined ? undefined : startOfDay(end + 1, HOME_TIME_ZONE),
  };
}
