// Organizer analytics under load: one event with ORDERS completed orders of 2 tickets each (200,000
// tickets by default) spread over 30 days, several ticket types, widget and affiliate sales, a third
// checked in, payment attempts; written set-based with generate_series. Signed in as its organizer,
// 32 connections on each analytics call next to the same server's trivial /healthz, then the two
// CSV exports downloaded whole once each. Run: npm run bench:analytics
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { type Figures, measureSteps, printTable, startBenchServer } from './bench-server';

const ORDERS = Number(process.env.ANALYTICS_ORDERS ?? 100_000);
const server = await startBenchServer();
try {
  const sql = server.sql;
  const [{ organizerId, buyerA, buyerB }] = await sql<{ organizerId: string; buyerA: string; buyerB: string }[]>`
    select (select id from users where email = 'organizer@pentas.test') as "organizerId",
           (select id from users where email = 'customer@pentas.test') as "buyerA",
           (select id from users where email = 'customer2@pentas.test') as "buyerB"`;
  const [{ eventId }] = await sql<{ eventId: number }[]>`
    insert into events (organizer_id, title, description, venue, location, country, category, currency, starts_at, ends_at)
    values (${organizerId}, 'Analytics bench', 'One big event for the analytics benchmark', 'Stadium',
            'Kuala Lumpur, Malaysia', 'malaysia', 'music', 'MYR', now() - interval '2 hours', now() + interval '4 hours')
    returning id as "eventId"`;
  const types = await sql<{ id: number }[]>`
    insert into ticket_types (event_id, name, price_minor, quantity, sold_quantity)
    select ${eventId}, name, price, 1000000, 0
    from (values ('General', 8000), ('VIP', 22000), ('Student', 4000), ('Family', 15000)) as t(name, price)
    returning id`;
  const [{ affiliateId }] = await sql<{ affiliateId: number }[]>`
    insert into affiliate_codes (user_id, code) select id, 'PNT-BENCH000001' from users where email = 'reseller@pentas.test'
    on conflict (user_id) do update set user_id = excluded.user_id
    returning id as "affiliateId"`;

  console.log(`Writing ${ORDERS} completed orders and ${2 * ORDERS} tickets ...`);
  const started = performance.now();
  await sql`
    insert into orders (user_id, event_id, status, currency, total_minor, service_fee_minor, created_at, completed_at,
                        channel, affiliate_code_id)
    select case when g % 2 = 0 then ${buyerA} else ${buyerB} end, ${eventId}, 'completed', 'MYR', 0, 0, at, at + interval '1 minute',
           case when g % 5 = 0 then 'widget' else 'web' end, case when g % 7 = 0 then ${affiliateId}::int end
    from generate_series(1, ${ORDERS}) g, lateral (select now() - (g * interval '30 days' / ${ORDERS}) as at) t`;
  await sql`
    insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
    select o.id, tt.id, 2, tt.price_minor
    from (select id, row_number() over () as n from orders where event_id = ${eventId}) o
    join (select id, price_minor, row_number() over (order by id) - 1 as k from ticket_types where event_id = ${eventId}) tt
      on tt.k = o.n % ${types.length}`;
  await sql`
    update orders o set total_minor = i.quantity * i.unit_price_minor, service_fee_minor = i.quantity * i.unit_price_minor * 3 / 100
    from order_items i where i.order_id = o.id and o.event_id = ${eventId}`;
  await sql`
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id, status, checked_in_at)
    select o.id, i.id, ${eventId}, i.ticket_type_id, o.user_id,
           case when (k + o.total_minor) % 3 = 0 then 'checked_in'::ticket_status else 'active' end,
           case when (k + o.total_minor) % 3 = 0 then now() - interval '2 hours' + (random() * interval '2 hours') end
    from orders o join order_items i on i.order_id = o.id, generate_series(1, i.quantity) k
    where o.event_id = ${eventId}`;
  await sql`
    update ticket_types t set sold_quantity = s.n
    from (select ticket_type_id, sum(quantity) n from order_items i join orders o on o.id = i.order_id
          where o.event_id = ${eventId} group by 1) s
    where s.ticket_type_id = t.id`;
  await sql`
    insert into payment_attempts (event_id, method, succeeded, error_code, created_at)
    select ${eventId}, (array['card', 'fpx', 'grabpay'])[1 + g % 3], g % 10 <> 0, case when g % 10 = 0 then 'card_declined' end,
           now() - (g * interval '1 minute')
    from generate_series(1, ${ORDERS / 10}) g`;
  await sql`vacuum analyze`;
  console.log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'organizer@pentas.test', password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`organizer sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie };
  const get = (name: string, path: string, connections = 32) =>
    measureSteps(name, server.url, [() => ({ method: 'GET', path })], { headers, connections });

  const base = `/api/events/${eventId}`;
  const calls = [
    ['GET /api/my-analytics', '/api/my-analytics'],
    ['GET /api/events/{id}/analytics', `${base}/analytics`],
    ['GET …/analytics/live', `${base}/analytics/live`],
    ['GET …/analytics/trends (30 days)', `${base}/analytics/trends`],
    ['GET …/analytics/check-ins', `${base}/analytics/check-ins`],
    ['GET …/analytics/attribution', `${base}/analytics/attribution`],
  ];
  for (const [, path] of calls) {
    const res = await fetch(`${server.url}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  await get('warm-up', '/healthz', 8);
  const trivial = await get('GET /healthz (trivial JSON)', '/healthz');
  const rows: Figures[] = [trivial, await get('GET /api/auth/user (session lookup only)', '/api/auth/user')];
  for (const [name, path] of calls) rows.push(await get(name, path));
  printTable(rows, trivial);

  console.log('\n| export | rows | MB | seconds |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const file of ['orders.csv', 'attendees.csv']) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}${base}/exports/${file}`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    const seconds = ((performance.now() - t0) / 1000).toFixed(2);
    console.log(`| ${file} | ${lines - 1} | ${(bytes / 1e6).toFixed(1)} | ${seconds} |`);
  }
} finally {
  await server.stop();
}
