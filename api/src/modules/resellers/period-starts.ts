import { dayNumber, localDay, startOfDay } from '../../lib/days';
import { RESELLER_ZONE } from './date-range';
import type { PeriodStarts } from './overview.queries';

/**
 * Each period's first day on Kuala Lumpur's calendar, counted back from today (today is day 0): the
 * reseller overview's and the affiliate portal's 'last 7 / 30 days' alike (decisions.md item 47).
 */
export function periodStarts(now = new Date()): PeriodStarts {
  const today = dayNumber(localDay(RESELLER_ZONE, now)) as number;
  return {
    today: startOfDay(today, RESELLER_ZONE),
    last7Days: startOfDay(today - 6, RESELLER_ZONE),
    last30Days: startOfDay(today - 29, RESELLER_ZONE),
  };
}
