// Catalog under load: 10,000 events (with ticket types), the list with filters and the event page,
// next to the same server's trivial JSON endpoint. Run: npm run bench:events
import { measure, printTable, startBenchServer } from './bench-server';

const EVENTS = 10_000;
const server = await startBenchServer();
try {
  console.log(`Filling the database with ${EVENTS} events ...`);
  await server.sql`
    insert into events (organizer_id, title, description, venue, location, country, category, currency, starts_at, image_url)
    select (select id from users where email = 'organizer@pentas.test'),
           'Bench event ' || g || ' ' || (array['Jazz','Food Fair','Tech Talk','Derby','Expo','Gallery'])[1 + g % 6],
           'A generated event for the benchmark, number ' || g,
           'Hall ' || (g % 200),
           (array['Kuala Lumpur, Malaysia','Singapore, Singapore','Bangkok, Thailand','Jakarta, Indonesia','Manila, Philippines'])[1 + g % 5],
           (array['malaysia','singapore','thailand','indonesia','philippines'])[1 + g % 5],
           (array['music','technology','cultural','sports','business','art','food','other'])[1 + g % 8],
           'MYR',
           now() + (g % 400) * interval '1 day' + (g % 24) * interval '1 hour',
           '/posters/fallback-other.svg'
    from generate_series(1, ${EVENTS}) g`;
  await server.sql`
    insert into ticket_types (event_id, name, price_minor, quantity, sold_quantity)
    select e.id, t.name, t.price + (e.id % 50) * 100, 500, e.id % 300
    from events e cross join (values ('General', 5000), ('VIP', 15000)) as t(name, price)
    where e.title like 'Bench event %'`;
  await server.sql`vacuum analyze`;
  const ids = (
    await server.sql`select id from events where title like 'Bench event %' order by random() limit 500`
  ).map((r) => r.id);

  const base = server.url;
  const pages = ids.map((id) => `/api/events/${id}`);
  await measure('warm-up', base, ['/api/events', '/healthz'], { connections: 8, duration: 2 });
  const trivial = await measure('GET /healthz (trivial JSON)', base, ['/healthz']);
  const rows = [
    trivial,
    await measure('GET /api/events', base, ['/api/events']),
    await measure('GET /api/events?category&location&date', base, [
      '/api/events?category=music&location=malaysia&date=next-month',
      '/api/events?category=food&location=singapore&date=this-month',
      '/api/events?category=technology&location=thailand',
    ]),
    await measure('GET /api/events?q=… (search)', base, [
      '/api/events?q=jazz',
      '/api/events?q=hall%2012',
      '/api/events?q=bangkok&category=art',
    ]),
    await measure('GET /api/events?page=500 (deep page)', base, ['/api/events?page=500']),
    // Each event page is read once just before, as the list's one page is by the scenarios before it:
    // the figures are the steady state (pages reloaded in the background), not 500 first loads.
    await measure('warm-up', base, pages, { connections: 8, duration: 1 }).then(() =>
      measure('GET /api/events/{id}', base, pages),
    ),
  ];
  printTable(rows, trivial);
} finally {
  await server.stop();
}
