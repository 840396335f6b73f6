import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateClicks, affiliateCodes, events } from '../../db/schema';

/**
 * Records a visit of `code`'s link, once per visitor and Kuala Lumpur day (unique code, visitor and
 * day: a second visit that day does nothing). An unknown code inserts nothing; an event id that is not
 * an event is dropped to null rather than failing the foreign key.
 */
export async function recordClick(
  db: Queryable,
  visit: { code: string; visitorHash: string; day: string },
  eventId?: number,
) {
  await db.execute(sql`
    insert into ${affiliateClicks} (affiliate_code_id, event_id, visitor_hash, day)
    select ac.id, (select e.id from ${events} e where e.id = ${eventId ?? null}::int), ${visit.visitorHash},
      ${visit.day}::date
    from ${affiliateCodes} ac where ac.code = ${visit.code}
    on conflict (affiliate_code_id, visitor_hash, day) do nothing`);
}
