import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateCodes, events, orders, users } from '../../db/schema';

export interface AttributionFilter {
  code?: string;
  orderId?: string;
}

const where = (f: AttributionFilter) => sql`where o.affiliate_code_id is not null
  ${f.code ? sql`and ac.code = ${f.code}` : sql``}
  ${f.orderId ? sql`and o.id = ${f.orderId}` : sql``}`;

/** Orders that carry an affiliate code, whatever their state, newest first: the raw attribution rows. */
export async function attributionRows(
  db: Queryable,
  filter: AttributionFilter,
  page: { limit: number; offset: number },
) {
  const rows = await db.execute<{
    orderId: string;
    code: string;
    codeOwnerId: string;
    codeOwnerEmail: string;
    buyerId: string;
    buyerEmail: string;
    eventTitle: string;
    amountMinor: string;
    feeMinor: string;
    currency: string;
    status: 'pending' | 'completed' | 'failed' | 'cancelled';
    failureReason: string | null;
    isManual: boolean;
    createdAt: string;
    completedAt: string | null;
  }>(sql`
    select o.id as "orderId", ac.code, ac.user_id as "codeOwnerId", owner.email as "codeOwnerEmail",
      o.user_id as "buyerId", buyer.email as "buyerEmail", e.title as "eventTitle",
      o.total_minor::text as "amountMinor", o.service_fee_minor::text as "feeMinor", o.currency, o.status,
      o.failure_reason as "failureReason", o.is_manual as "isManual", o.created_at as "createdAt",
      o.completed_at as "completedAt"
    from ${orders} o join ${affiliateCodes} ac on ac.id = o.affiliate_code_id
    join ${users} owner on owner.id = ac.user_id join ${users} buyer on buyer.id = o.user_id
    join ${events} e on e.id = o.event_id
    ${where(filter)}
    order by o.created_at desc, o.id
    limit ${page.limit} offset ${page.offset}`);
  return [...rows];
}

export async function attributionCount(db: Queryable, filter: AttributionFilter) {
  const [row] = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${orders} o join ${affiliateCodes} ac on ac.id = o.affiliate_code_id ${where(filter)}`);
  return row.n;
}
