import { sql } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';

/**
 * `count` completed orders of one ticket type, paid by card through the demo provider (its intents
 * written as succeeded, so the provider refunds them), `ticketsEach` tickets each, spread over `buyers`
 * (user ids). Three statements whatever the count: 200 orders take milliseconds. Answers the orders'
 * ids. `cardLast4` '5126' makes the demo provider's refunds of them fail.
 */
export async function insertPaidOrders(
  db: Database,
  options: {
    eventId: number;
    ticketTypeId: number;
    buyers: string[];
    count: number;
    ticketsEach?: number;
    unitPriceMinor?: number;
    serviceFeeMinor?: number;
    cardLast4?: string;
  },
) {
  const each = options.ticketsEach ?? 1;
  const price = options.unitPriceMinor ?? 5000;
  const fee = options.serviceFeeMinor ?? 150;
  const paidWith = JSON.stringify({
    method: 'card',
    reference: null,
    bank: null,
    cardBrand: 'visa',
    cardLast4: options.cardLast4 ?? '4242',
  });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const rows = await db.execute<{ id: string }>(sql`
    with buyer as (
      select u.id, u.name, u.email, row_number() over (order by u.id) - 1 as n
      from users u where u.id = any(${`{${options.buyers.join(',')}}`}::text[])
    ), made as (
      insert into orders (user_id, event_id, status, currency, total_minor, service_fee_minor, customer_name,
        customer_email, payment_provider, payment_intent_id, paid_with, channel, completed_at)
      select b.id, ${options.eventId}, 'completed', 'MYR', ${price * each}, ${fee}, b.name, b.email, 'demo',
        'pi_demo_' || ${tag} || '_' || g, ${paidWith}::jsonb, 'web', now()
      from generate_series(1, ${options.count}) g
      join buyer b on b.n = g % ${options.buyers.length}
      returning id, user_id, payment_intent_id, total_minor + service_fee_minor as paid
    ), intents as (
      insert into demo_payment_intents (id, order_id, client_secret, amount_minor, currency, status,
        payment_method_types, paid_with)
      select payment_intent_id, id, 'secret_' || payment_intent_id, paid, 'MYR', 'succeeded', array['card'], ${paidWith}::jsonb
      from made
    ), items as (
      insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      select id, ${options.ticketTypeId}, ${each}, ${price} from made
      returning id, order_id
    )
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    select made.id, items.id, ${options.eventId}, ${options.ticketTypeId}, made.user_id
    from items join made on made.id = items.order_id cross join generate_series(1, ${each})
    returning order_id as id`);
  await db.execute(
    sql`update ticket_types set sold_quantity = sold_quantity + ${options.count * each} where id = ${options.ticketTypeId}`,
  );
  return [...new Set(rows.map((r) => r.id))];
}
