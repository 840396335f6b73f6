import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { dayNumber, dayText, localDay, startOfDay } from '../../lib/days';
import { validationFailed } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-message';
import { said } from '../../lib/said';

/** Reseller figures are cut on Kuala Lumpur's calendar (decisions.md item 3), whatever the event's zone. */
export const RESELLER_ZONE = 'Asia/Kuala_Lumpur';
/** The longest range one request may ask for: a year and a day. */
const MAX_RANGE_DAYS = 366;

const dayParam = (name: string, description: string, example: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage(m.problem_account_day_format))
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example });

export const DateRangeQuery = z.object({
  dateFrom: dayParam(
    'dateFrom',
    `First day, inclusive, on Kuala Lumpur's calendar; default ${MAX_RANGE_DAYS - 1} days before dateTo`,
    '2026-11-01',
  ),
  dateTo: dayParam('dateTo', "Last day, inclusive, on Kuala Lumpur's calendar; default today", '2026-11-22'),
});

/**
 * The asked days as instants: from local midnight of dateFrom to local midnight after dateTo (the
 * end excluded), so a sale at 23:59 Kuala Lumpur time on dateTo counts and one at 00:00 the day after
 * does not. dateFrom after dateTo, or more than MAX_RANGE_DAYS days, is a 422.
 */
export function resolveDateRange(query: { dateFrom?: string; dateTo?: string }, now = new Date()) {
  const end = dayNumber(query.dateTo ?? localDay(RESELLER_ZONE, now));
  if (end === null) throw validationFailed([{ path: 'dateTo', message: said(m.problem_account_real_day_format) }]);
  const start = query.dateFrom === undefined ? end - (MAX_RANGE_DAYS - 1) : dayNumber(query.dateFrom);
  if (start === null) throw validationFailed([{ path: 'dateFrom', message: said(m.problem_account_real_day_format) }]);
  if (start > end)
    throw validationFailed([{ path: 'dateFrom', message: said(m.problem_account_date_from_after_date_to) }]);
  if (end - start >= MAX_RANGE_DAYS) {
    throw validationFailed([
      { path: 'dateTo', message: said(m.problem_tickets_range_too_long, { max: MAX_RANGE_DAYS }) },
    ]);
  }
  return {
    dateFrom: dayText(start),
    dateTo: dayText(end),
    from: startOfDay(start, RESELLER_ZONE),
    to: startOfDay(end + 1, RESELLER_ZONE),
  };
}
