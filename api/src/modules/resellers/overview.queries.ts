import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { salesOf } from './sales.sql';

/** Where each of the overview's periods starts. */
export interface PeriodStarts {
  today: Date;
  last7Days: Date;
  last30Days: Date;
}

/**
 * A reseller's sales (the house's definition, sales.sql.ts: completed orders, box office and code)
 * since each period's start, per currency, in one statement over the longest period.
 */
export async function salesByPeriod(db: Queryable, resellerId: string, starts: PeriodStarts) {
  const since = (at: Date) => sql`s.sold_at >= ${at.toISOString()}::timestamptz`;
  const figures = (name: string, at: Date) => sql`
    (count(*) filter (where ${since(at)}))::int as ${sql.identifier(`${name}Sales`)},
    coalesce(sum(s.tickets) filter (where ${since(at)}), 0)::int as ${sql.identifier(`${name}Tickets`)},
    coalesce(sum(s.amount_minor) filter (where ${since(at)}), 0)::text as ${sql.identifier(`${name}Minor`)}`;
  return db.execute<Record<string, string | number> & { currency: string }>(sql`
    select s.currency, ${figures('today', starts.today)}, ${figures('last7Days', starts.last7Days)},
      ${figures('last30Days', starts.last30Days)}
    from (${salesOf({ resellerId, from: starts.last30Days })}) s
    group by s.currency order by s.currency`);
}
