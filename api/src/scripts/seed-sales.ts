import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { affiliateClicks, affiliateCodes, events, orderItems, orders, tickets, ticketTypes, users } from '../db/schema';
import { newAffiliateCode } from '../modules/affiliates';

/** Demo buyers (no password: they never sign in), so the demo accounts' own orders stay few. */
const BUYERS = 40;
/** How far back the demo sales reach. */
const SALES_WEEKS = 6;

/**
 * Past sales for the demo catalog, so that analytics has something to say: every ticket a demo
 * ticket type shows as sold becomes part of a completed order (two tickets each) of a demo buyer,
 * spread over the past weeks (more of them lately), a fifth through the widget, a sixth with a demo
 * partner's affiliate code and another sixth with the demo reseller's (reseller@pentas.test, so its
 * affiliate portal and the admins' reseller monitoring have weeks of sales to show), fees at 3%;
 * tickets of events already over are mostly checked in, arriving around the start. Set-based: a few
 * statements whatever the size (the orders are written as completed, not paid one by one through
 * complete-order.ts, which would take minutes for the thousands of seeded tickets).
 */
export async function seedPastSales(db: Queryable) {
  await db.execute(sql`
    insert into ${users} (id, name, email, email_verified, first_name, last_name, role)
    select 'seed_buyer_' || g, 'Demo Buyer ' || g, 'buyer' || g || '@pentas.test', true, 'Demo', 'Buyer ' || g, 'customer'
    from generate_series(1, ${BUYERS}) g`);
  // Two affiliates: a demo partner, and the demo reseller you can sign in as.
  await db.execute(sql`
    with partner as (
      insert into ${users} (id, name, email, email_verified, first_name, last_name, role)
      values ('seed_partner', 'Demo Partner', 'partner@pentas.test', true, 'Demo', 'Partner', 'reseller')
      returning id
    )
    insert into ${affiliateCodes} (user_id, code) select id, ${newAffiliateCode()} from partner`);
  await db.execute(sql`
    insert into ${affiliateCodes} (user_id, code)
    select id, ${newAffiliateCode()} from ${users} where email = 'reseller@pentas.test'`);
  await db.execute(sql`
    with plan as materialized (
      select gen_random_uuid() as order_id, tt.id as type_id, tt.event_id, tt.price_minor, e.currency, e.starts_at,
        least(2, tt.sold_quantity - 2 * (k - 1)) as quantity, n,
        -- A pseudo-random fraction per order: sales spread over the weeks, denser near the sale's end.
        least(now(), e.starts_at - interval '1 day')
          - ${SALES_WEEKS * 7} * interval '1 day' * power(((n * 7919) % 10007) / 10007.0, 2) as sold_at
      from ${ticketTypes} tt join ${events} e on e.id = tt.event_id
      cross join lateral generate_series(1, (tt.sold_quantity + 1) / 2) as k
      cross join lateral (select tt.id::bigint * 100000 + k as n) as numbered
      where tt.sold_quantity > 0
    ),
    new_orders as (
      insert into ${orders} (id, user_id, event_id, status, currency, total_minor, service_fee_minor, created_at,
                          updated_at, completed_at, channel, affiliate_code_id)
      select order_id, 'seed_buyer_' || (1 + n % ${BUYERS}), event_id, 'completed', currency,
        quantity * price_minor, round(quantity * price_minor * 0.03)::bigint, sold_at, sold_at, sold_at + interval '2 minutes',
        case when n % 5 = 0 then 'widget' else 'web' end,
        case n % 6
          when 0 then (select id from ${affiliateCodes} where user_id = 'seed_partner')
          when 3 then (select ac.id from ${affiliateCodes} ac join ${users} u on u.id = ac.user_id
                       where u.email = 'reseller@pentas.test')
        end
      from plan
    ),
    new_items as (
      insert into ${orderItems} (order_id, ticket_type_id, quantity, unit_price_minor)
      select order_id, type_id, quantity, price_minor from plan
      returning id, order_id, ticket_type_id, quantity
    )
    insert into ${tickets} (order_id, order_item_id, event_id, ticket_type_id, user_id, status, checked_in_at, created_at)
    select i.order_id, i.id, p.event_id, i.ticket_type_id, 'seed_buyer_' || (1 + p.n % ${BUYERS}),
      case when arrives then 'checked_in'::ticket_status else 'active' end,
      case when arrives then p.starts_at - interval '90 minutes' + ((p.n * 31 + u) % 150) * interval '1 minute' end,
      p.sold_at + interval '2 minutes'
    from new_items i join plan p on p.order_id = i.order_id
    cross join lateral generate_series(1, i.quantity) as u
    cross join lateral (select p.starts_at < now() and (p.n + u) % 10 < 7 as arrives) as door`);
}

/**
 * Visits through the demo reseller's link: four visitors before each of its attributed orders (the
 * first landing on the event page, the others on the home page), hours apart, so the portal's visits
 * per day and conversion (about 25%) have something to show. Visitor hashes are made up, as the real
 * ones are keyed hashes of a client.
 */
export async function seedAffiliateClicks(db: Queryable) {
  await db.execute(sql`
    insert into ${affiliateClicks} (affiliate_code_id, event_id, visitor_hash, day, created_at)
    select ac.id, case when k = 0 then o.event_id end,
      encode(sha256(convert_to('seed-click-' || o.id || '-' || k, 'UTF8')), 'hex'),
      ((o.created_at - (k * 5 + 1) * interval '1 hour') at time zone 'Asia/Kuala_Lumpur')::date,
      o.created_at - (k * 5 + 1) * interval '1 hour'
    from ${orders} o join ${affiliateCodes} ac on ac.id = o.affiliate_code_id
    join ${users} u on u.id = ac.user_id and u.email = 'reseller@pentas.test'
    cross join generate_series(0, 3) as k`);
}
