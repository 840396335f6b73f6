import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateClicks, affiliateCodes, events } from '../../db/schema';

/**
 * Records a visit of `code`'s link, once per session hash (unique code and hash: a second beacon of the
 * session does nothing). An unknown code inserts nothing; an event id that is not an event is dropped
 * to null rather than failing the foreign key.
 */
export async function recordClick(db: Queryable, code: string, sessionHash: string, eventId?: number) {
  await db.execute(sql`
    insert into ${affiliateClicks} (affiliate_code_id, event_id, session_hash)
    select ac.id, (select e.id from ${events} e where e.id = ${eventId ?? null}::int), ${sessionHash}
    from ${affiliateCodes} ac where ac.code = ${code}
    on conflict (affiliate_code_id, session_hash) do nothing`);
}
