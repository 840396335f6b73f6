import { referenceRatesToMyr } from '@pentas/openapi';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateCodes, events, users } from '../../db/schema';
import { salesOf } from './sales.sql';

export const resellerSorts = [
  'totalRevenue',
  'totalTicketsSold',
  'totalTransactions',
  'lastSaleDate',
  'resellerEmail',
] as const;
export type ResellerSort = (typeof resellerSorts)[number];

/**
 * What each sort orders by; revenue ranks money actually paid (attributed orders; box-office tickets
 * are issued value, not revenue: decisions.md item 29) at the MYR reference rates (item 11), never shown.
 */
const sortColumn: Record<ResellerSort, SQL> = {
  totalRevenue: sql`rank_myr`,
  totalTicketsSold: sql`total_tickets`,
  totalTransactions: sql`transactions`,
  lastSaleDate: sql`last_sale`,
  resellerEmail: sql`email`,
};

/** The reference rates as a VALUES list PostgreSQL can join (rates are plain decimals). */
const rates = sql.join(
  Object.entries(referenceRatesToMyr.rates).map(([currency, rate]) => sql`(${currency}, ${String(rate)}::numeric)`),
  sql`, `,
);

export type ResellerStatsRow = {
  resellerId: string;
  resellerEmail: string;
  resellerName: string;
  affiliateCode: string | null;
  manualTicketsSold: number;
  affiliateTicketsSold: number;
  totalTicketsSold: number;
  totalTransactions: number;
  lastSaleDate: string | null;
  money: { source: 'manual' | 'affiliate'; currency: string; minor: string }[] | null;
  events: { eventTitle: string; ticketCount: number }[] | null;
};

/**
 * One page of resellers (role reseller) with their sales in [from, to): one statement of aggregates.
 * The sales rows are read once (a CTE used several times is materialized); totals, money per source
 * and currency, and tickets per event are grouped from them; the page is sorted, then only its
 * resellers get their per-currency and per-event lists.
 */
export async function resellerStatsPage(
  db: Queryable,
  range: { from: Date; to: Date },
  order: { sort: ResellerSort; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const by = sql`${sortColumn[order.sort]} ${sql.raw(order.direction)} nulls last, email, id`;
  const rows = await db.execute<ResellerStatsRow>(sql`
    with s as (${salesOf(range)}),
    totals as (
      select reseller_id,
        sum(tickets) filter (where source = 'manual')::int as manual_tickets,
        sum(tickets) filter (where source = 'affiliate')::int as affiliate_tickets,
        sum(tickets)::int as total_tickets, count(*)::int as transactions, max(sold_at) as last_sale
      from s group by reseller_id
    ),
    money as (
      select reseller_id, source, currency, sum(amount_minor) as minor from s group by reseller_id, source, currency
    ),
    ranked as (
      select m.reseller_id, sum(m.minor * r.rate) as rank_myr
      from money m join (values ${rates}) as r(currency, rate) on r.currency = m.currency
      where m.source = 'affiliate' group by m.reseller_id
    ),
    page as (
      select u.id, u.email, u.name, ac.code, coalesce(t.manual_tickets, 0) as manual_tickets,
        coalesce(t.affiliate_tickets, 0) as affiliate_tickets, coalesce(t.total_tickets, 0) as total_tickets,
        coalesce(t.transactions, 0) as transactions, t.last_sale, coalesce(k.rank_myr, 0) as rank_myr
      from ${users} u left join ${affiliateCodes} ac on ac.user_id = u.id
      left join totals t on t.reseller_id = u.id left join ranked k on k.reseller_id = u.id
      where u.role = 'reseller'
      order by ${by}
      limit ${page.limit} offset ${page.offset}
    )
    select p.id as "resellerId", p.email as "resellerEmail", p.name as "resellerName", p.code as "affiliateCode",
      p.manual_tickets as "manualTicketsSold", p.affiliate_tickets as "affiliateTicketsSold",
      p.total_tickets as "totalTicketsSold", p.transactions as "totalTransactions", p.last_sale as "lastSaleDate",
      (select json_agg(json_build_object('source', m.source, 'currency', m.currency, 'minor', m.minor::text)
                       order by m.currency)
       from money m where m.reseller_id = p.id) as money,
      (select json_agg(json_build_object('eventTitle', e.title, 'ticketCount', x.n) order by x.n desc, e.title)
       from (select event_id, sum(tickets)::int as n from s where s.reseller_id = p.id group by event_id) x
       join ${events} e on e.id = x.event_id) as events
    from page p
    order by ${by}`);
  return [...rows];
}

/** Resellers in all (X-Total-Count). */
export async function resellerCount(db: Queryable) {
  const [row] = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${users} where role = 'reseller'`);
  return row.n;
}
