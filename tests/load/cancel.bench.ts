// Cancelling an event: N paid orders (CANCEL_BENCH_ORDERS, default 2,000; one ticket each, paid by card
// through the demo provider) of one event, the event cancelled, and the job engine, in a process of its
// own as an instance runs it, writing each order's full refund and sending it to the demo provider (its
// refund mails go to an SMTP sink started here). Prints orders refunded per second (written, and
// confirmed by the provider), the job process's CPU per order, and /healthz beside it and alone, as the
// other benches do. Checks that each order got exactly one refund of what it paid.
//
// Run: npm run bench:cancel
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Figures, measure, startBenchServer } from './bench-server';
import { startSmtpSink } from './mail-backlog';

const ORDERS = Number(process.env.CANCEL_BENCH_ORDERS ?? 2000);

const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

const bench = await startBenchServer();
const smtp = await startSmtpSink();
try {
  const [event] = await bench.sql<{ id: number; type_id: number }[]>`
    select e.id, min(tt.id) as type_id from events e join ticket_types tt on tt.event_id = e.id
    where e.currency = 'MYR' and e.starts_at > now() group by e.id order by e.id limit 1`;
  const paidWith = JSON.stringify({
    method: 'card',
    reference: null,
    bank: null,
    cardBrand: 'visa',
    cardLast4: '4242',
  });
  const written = performance.now();
  await bench.sql`
    with buyer as (select id, name, email, row_number() over (order by id) - 1 as n from users where role = 'customer'),
    made as (
      insert into orders (user_id, event_id, status, currency, total_minor, service_fee_minor, customer_name,
        customer_email, payment_provider, payment_intent_id, paid_with, channel, completed_at)
      select b.id, ${event.id}, 'completed', 'MYR', 5000, 150, b.name, b.email, 'demo', 'pi_demo_bench_' || g,
        ${paidWith}::jsonb, 'web', now()
      from generate_series(1, ${ORDERS}) g join buyer b on b.n = g % (select count(*) from buyer)
      returning id, user_id, payment_intent_id
    ), intents as (
      insert into demo_payment_intents (id, order_id, client_secret, amount_minor, currency, status, payment_method_types, paid_with)
      select payment_intent_id, id, 'secret', 5150, 'MYR', 'succeeded', array['card'], ${paidWith}::jsonb from made
    ), items as (
      insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      select id, ${event.type_id}, 1, 5000 from made returning id, order_id
    )
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    select made.id, items.id, ${event.id}, ${event.type_id}, made.user_id from items join made on made.id = items.order_id`;
  console.log(`${ORDERS} paid orders written in ${((performance.now() - written) / 1000).toFixed(1)} s`);

  const jobs = await bench.startJobProcess(smtp.url);
  const before = await jobs.usage();
  const from = performance.now();
  // The cancel as POST /api/events/{id}/cancel makes it: one statement, then the job's notice.
  await bench.sql`update events set cancelled_at = now(), cancel_reason = 'Benchmark' where id = ${event.id}`;
  await bench.sql`select pg_notify('refunds', '')`;
  let healthz: Figures | undefined;
  const beside = measure('/healthz while refunding', bench.url, ['/healthz']).then((f) => {
    healthz = f;
  });
  const progress = () =>
    bench.sql<{ written: number; settled: number }[]>`
      select count(*) filter (where o.refunded_minor = o.total_minor + o.service_fee_minor)::int as written,
        count(*) filter (where exists (select 1 from refunds r where r.order_id = o.id and r.state = 'succeeded'))::int as settled
      from orders o where o.event_id = ${event.id} and o.status = 'completed' and o.payment_intent_id like 'pi_demo_bench_%'`;
  let writtenAt = 0;
  for (;;) {
    const [now] = await progress();
    if (!writtenAt && now.written === ORDERS) writtenAt = performance.now();
    if (now.settled === ORDERS) break;
    await sleep(100);
  }
  const seconds = (performance.now() - from) / 1000;
  const writtenSeconds = (writtenAt - from) / 1000;
  const after = await jobs.usage();
  await beside;
  const alone = await measure('/healthz, nothing refunding', bench.url, ['/healthz']);

  const [check] = await bench.sql<{ orders: number; once: number; refunded: string; paid: string }[]>`
    select count(*)::int as orders, count(*) filter (where n = 1)::int as once, sum(refunded) as refunded, sum(paid) as paid
    from (select o.id, count(r.id) as n, coalesce(sum(r.amount_minor), 0) as refunded, o.total_minor + o.service_fee_minor as paid
          from orders o left join refunds r on r.order_id = o.id
          where o.event_id = ${event.id} and o.payment_intent_id like 'pi_demo_bench_%' group by o.id) per_order`;
  const cpu = ms({ user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system });
  console.log('');
  console.log('| what | figure |');
  console.log('| --- | ---: |');
  console.log(`| paid orders / refunded exactly once | ${check.orders} / ${check.once} |`);
  console.log(`| refunds written (all ${ORDERS}) in | ${writtenSeconds.toFixed(1)} s |`);
  console.log(`| refunds confirmed by the demo provider (all) in | ${seconds.toFixed(1)} s |`);
  console.log(`| orders refunded per second (written and confirmed) | ${(ORDERS / seconds).toFixed(0)} |`);
  console.log(`| job process CPU per order (write, send, its mail) | ${(cpu / ORDERS).toFixed(2)} ms |`);
  console.log(`| /healthz while refunding: req/s, p99 | ${healthz?.rps.toFixed(0)}, ${healthz?.p99} ms |`);
  console.log(`| /healthz alone: req/s, p99 | ${alone.rps.toFixed(0)}, ${alone.p99} ms |`);
  if (check.once !== ORDERS || check.refunded !== check.paid) {
    console.log('FAIL: an order refunded twice, or not in full');
    process.exitCode = 1;
  }
} finally {
  await bench.stop();
  await smtp.close();
}
