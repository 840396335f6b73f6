// Tickets at the door under load: DOOR_TICKETS tickets per scenario issued straight into the database
// (signed codes made with the server's key), then, signed in as the seeded admin, 32 connections:
// scanning codes (POST /api/scan-ticket, read-only), checking distinct tickets in
// (POST /api/tickets/{id}/checkin, each ticket once), and the door's own rhythm, scan then check-in
// of the same ticket; next to the same server's trivial /healthz. Run: npm run bench:door
// DOOR_PROFILE=checkin.cpuprofile writes a CPU profile of the API process during the check-in run.
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { type BenchRequest, measureSteps, printTable, startBenchServer } from './bench-server';

const TICKETS = Number(process.env.DOOR_TICKETS ?? 2000);
const BATCH = 1000; // order_items.quantity is at most 1000
const CONNECTIONS = 32;
/** Checked in before the measured runs, at full concurrency, so every pooled connection has prepared the statements. */
const WARM_UP_TICKETS = 500;

const server = await startBenchServer();
try {
  const [{ eventId, typeId, userId }] = await server.sql<{ eventId: number; typeId: number; userId: string }[]>`
    select e.id as "eventId", t.id as "typeId", (select id from users where email = 'customer@pentas.test') as "userId"
    from events e join ticket_types t on t.event_id = e.id
    where e.deleted_at is null order by e.id, t.id limit 1`;

  /** `count` active tickets held by the demo customer, in completed orders of up to 1000 each. */
  async function issue(count: number) {
    const ids: string[] = [];
    for (let left = count; left > 0; left -= BATCH) {
      const n = Math.min(BATCH, left);
      const [order] = await server.sql<{ id: string }[]>`
        insert into orders (user_id, event_id, status, currency, total_minor, completed_at)
        values (${userId}, ${eventId}, 'completed', 'MYR', ${n * 5000}, now()) returning id`;
      const [item] = await server.sql<{ id: number }[]>`
        insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
        values (${order.id}, ${typeId}, ${n}, 5000) returning id`;
      const rows = await server.sql<{ id: string }[]>`
        insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
        select ${order.id}, ${item.id}, ${eventId}, ${typeId}, ${userId} from generate_series(1, ${n})
        returning id`;
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  console.log(`Issuing ${TICKETS} tickets for each of three scenarios ...`);
  const code = (id: string) => server.ticketSigner.sign({ id, eventId, userId });
  // autocannon builds each connection's next request before it knows the run is over: the spare
  // tickets keep the pools from wrapping around onto tickets already checked in.
  const SPARE = 2 * CONNECTIONS;
  const scanPool = (await issue(TICKETS)).map(code);
  const checkInPool = await issue(TICKETS + SPARE);
  const doorPool = await issue(TICKETS + SPARE);
  const warmPool = await issue(WARM_UP_TICKETS + SPARE);
  await server.sql`vacuum analyze`;

  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@pentas.test', password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, origin: server.url };

  /** Hands out a pool's items in order, each once (then from the start again). */
  const cursor = <T>(items: T[]) => {
    let i = 0;
    return () => items[i++ % items.length];
  };
  const scanBody = (qrCode: string): BenchRequest => ({
    method: 'POST',
    path: '/api/scan-ticket',
    body: JSON.stringify({ qrCode, eventId }),
  });
  const checkInOf = (id: string): BenchRequest => ({ method: 'POST', path: `/api/tickets/${id}/checkin` });
  const healthz = (): BenchRequest => ({ method: 'GET', path: '/healthz' });

  const base = server.url;
  /** The API process's CPU profile of `run` when DOOR_PROFILE names a file (the check-in run's). */
  const profiled = async <T>(run: () => Promise<T>) => {
    const profile = process.env.DOOR_PROFILE ? await server.profile(process.env.DOOR_PROFILE) : undefined;
    const result = await run();
    await profile?.stop();
    return result;
  };
  // Warm-up (not measured): JIT, and the scan's and check-in's statements prepared on each of the
  // API's 20 pooled connections, as a door open for a while has them (the first use of each costs a
  // parse and plan, which would otherwise land in the short check-in runs' p99).
  const warmScan = cursor(scanPool);
  const warmCheckIn = cursor(warmPool);
  await measureSteps('warm-up', base, [() => scanBody(warmScan()), healthz], {
    connections: CONNECTIONS,
    duration: 2,
    headers,
  });
  await measureSteps('warm-up', base, [() => checkInOf(warmCheckIn())], {
    connections: CONNECTIONS,
    amount: WARM_UP_TICKETS,
    headers,
  });
  const trivial = await measureSteps('GET /healthz (trivial JSON)', base, [healthz], {
    headers,
    connections: CONNECTIONS,
  });
  const session = await measureSteps(
    'GET /api/auth/user (session lookup only)',
    base,
    [() => ({ method: 'GET', path: '/api/auth/user' })],
    { headers },
  );
  const nextScan = cursor(scanPool);
  const nextCheckIn = cursor(checkInPool);
  const nextDoor = cursor(doorPool);
  const rows = [
    trivial,
    session,
    await measureSteps('POST /api/scan-ticket', base, [() => scanBody(nextScan())], {
      headers,
      connections: CONNECTIONS,
    }),
    await profiled(() =>
      measureSteps(`POST /api/tickets/{id}/checkin (${TICKETS} distinct)`, base, [() => checkInOf(nextCheckIn())], {
        headers,
        connections: CONNECTIONS,
        amount: TICKETS,
      }),
    ),
    await measureSteps(
      `scan then check-in, same ticket (${TICKETS} pairs)`,
      base,
      [
        (context) => {
          context.id = nextDoor();
          return scanBody(code(context.id as string));
        },
        (context) => checkInOf(context.id as string),
      ],
      { headers, connections: CONNECTIONS, amount: 2 * TICKETS },
    ),
  ];
  printTable(rows, trivial);

  const [states] = await server.sql<{ checkedIn: number; active: number }[]>`
    select count(*) filter (where status = 'checked_in')::int as "checkedIn",
           count(*) filter (where status = 'active')::int as active
    from tickets where id = any(${[...checkInPool, ...doorPool]}::uuid[])`;
  console.log(
    `\nTickets checked in by the run: ${states.checkedIn}, each once (a second check-in of one would be a 409,` +
      ` counted under errors); left active: ${states.active}, the spares included.`,
  );
} finally {
  await server.stop();
}
