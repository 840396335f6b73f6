import { type SQL, sql } from 'drizzle-orm';
import { affiliateCodes, manualTicketRecords, orders } from '../../db/schema';
import { netSubtotal, netTicketsOfOrder, ordersAsO } from '../orders';

/**
 * What counts as a reseller's sale (decisions.md item 19), written once for every figure and list of
 * this module: one row per completed order, either *affiliate* (attributed to the reseller's code, not
 * manual, not bought by the code's owner) or *manual* (issued by the reseller at the box office).
 * Pending, failed and cancelled orders never count, nor one whose tickets were all given back.
 * `amount_minor` is the subtotal without the service fee and `tickets` its items' quantities, both net of
 * refunds (the orders module's net-figures.ts); `sold_at` when it completed.
 * See docs/design/analytics-and-box-office.md.
 */
export interface SalesFilter {
  /** Only this reseller's sales (the code's owner, or the issuer of manual tickets). */
  resellerId?: string;
  /** Only sales at or after this instant. */
  from?: Date;
  /** Only sales before this instant. */
  to?: Date;
  /** Only attributed orders (the affiliate portal), leaving manual tickets out. */
  affiliateOnly?: boolean;
}

const ticketsOf = netTicketsOfOrder(ordersAsO);
const amountOf = sql`${netSubtotal(ordersAsO)}::bigint`;
/** A sale while it keeps a ticket: one refunded whole is no longer anyone's sale. */
const kept = sql`and ${ticketsOf} > 0`;

function within(at: SQL, filter: SalesFilter) {
  return sql`${filter.from ? sql`and ${at} >= ${filter.from.toISOString()}::timestamptz` : sql``}
    ${filter.to ? sql`and ${at} < ${filter.to.toISOString()}::timestamptz` : sql``}`;
}

/** The sales rows as a subquery: select from `(${salesOf(filter)}) s`. */
export function salesOf(filter: SalesFilter = {}) {
  const manualAt = sql`coalesce(o.completed_at, m.created_at)`;
  const affiliate = sql`
    select ac.user_id as reseller_id, 'affiliate'::text as source, o.id as order_id, null::int as record_id,
      o.event_id, o.currency, ${amountOf} as amount_minor, ${ticketsOf} as tickets,
      o.user_id as buyer_id, o.completed_at as sold_at
    from ${orders} o join ${affiliateCodes} ac on ac.id = o.affiliate_code_id
    where o.status = 'completed' and not o.is_manual and o.user_id <> ac.user_id ${kept}
      ${filter.resellerId ? sql`and ac.user_id = ${filter.resellerId}` : sql``}
      ${within(sql`o.completed_at`, filter)}`;
  if (filter.affiliateOnly) return affiliate;
  return sql`${affiliate}
    union all
    select m.generated_by_id, 'manual', o.id, m.id, o.event_id, o.currency, ${amountOf}, ${ticketsOf},
      m.target_user_id, ${manualAt}
    from ${manualTicketRecords} m join ${orders} o on o.id = m.order_id
    where o.status = 'completed' ${kept}
      ${filter.resellerId ? sql`and m.generated_by_id = ${filter.resellerId}` : sql``}
      ${within(manualAt, filter)}`;
}
