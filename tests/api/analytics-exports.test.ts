import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tickets } from '../../api/src/db/schema';
import { type ApiClient, apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';

// CSV exports of one event, from real checkouts: spreadsheet headers, the BOM, one clock (decisions.md
// item 41: the event's start in its zone, Jakarta UTC+7; what was done in Kuala Lumpur's, UTC+8, each
// zone named in its header), formula-looking text made inert, and the body streamed in batches.
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'exports-org');
const organizer = await signedInApi(app, organizerEmail);
const stranger = await signedInApi(app, await insertAccount(db, 'organizer', 'exports-org2'));
const customer = await signedInApi(app, 'customer@pentas.test');

const event = await insertEvent(db, organizerEmail, {
  title: 'Exports',
  timeZone: 'Asia/Jakarta',
  // 16:30 UTC: 11:30 pm on the 5th in Jakarta, already 12:30 am on the 6th in Kuala Lumpur.
  startsAt: new Date('2030-12-05T16:30:00Z'),
  tickets: [{ name: '=HYPERLINK("http://evil.test")', priceMinor: 8000, quantity: 50 }],
});
const [type] = event.ticketTypes;
const started = await startCheckout(
  db,
  customer,
  event.id,
  [{ ticketTypeId: type.id, quantity: 2, unitPrice: '80.00' }],
  'MYR',
  {
    customerData: { fullName: '@Chloe, "CT" Tan', email: 'chloe@example.com' },
  },
);
await payDemo(customer, started.intentId);
const orderId = started.order.id;
// 17:30 UTC is 01:30 the next day in Kuala Lumpur (00:30 in Jakarta).
await db
  .update(orders)
  .set({ createdAt: new Date('2025-03-01T17:29:00Z'), completedAt: new Date('2025-03-01T17:30:00Z') })
  .where(eq(orders.id, orderId));
const [checkedIn] = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
await db
  .update(tickets)
  .set({ status: 'checked_in', checkedInAt: new Date('2025-03-01T18:05:09Z') })
  .where(eq(tickets.id, checkedIn.id));

type ExportFile = 'orders.csv' | 'attendees.csv';

/** One export as the client asked for it, its body not parsed (openapi-fetch's `parseAs: 'stream'`). */
const exportOf = (client: ApiClient, file: ExportFile) =>
  client.GET(`/api/events/{id}/exports/${file}`, { params: { path: { id: event.id } }, parseAs: 'stream' });

/** The raw response, read chunk by chunk as the server sends them. */
async function download(client: ApiClient, file: ExportFile) {
  const { data, response: res } = await exportOf(client, file);
  const chunks: Uint8Array[] = [];
  if (!data) throw new Error(`${file} answered ${res.status} without a body`);
  const reader = data.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  const bytes = Buffer.concat(chunks);
  return { res, chunks, bytes, text: bytes.toString('utf8') };
}

describe('GET /api/events/{id}/exports/orders.csv', () => {
  it("is a spreadsheet-ready attachment with inert formulas, orders on Kuala Lumpur's clock and the event's start on its own", async () => {
    const { res, bytes, text } = await download(organizer, 'orders.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${event.id}-orders.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Order ID","Created (Asia/Kuala_Lumpur)","Completed (Asia/Kuala_Lumpur)","Status","Buyer e-mail","Customer name","Customer e-mail","Channel","Affiliate code","Tickets","Subtotal","Service fee","Total","Refunded","Currency","Event starts (Asia/Jakarta)","Promo code","Discount given"',
    );
    expect(lines[1]).toBe(
      `"${orderId}","2025-03-02 01:29:00","2025-03-02 01:30:00","completed","customer@pentas.test","'@Chloe, ""CT"" Tan","chloe@example.com","web",,2,"160.00","4.80","164.80","0.00","MYR","2030-12-05 23:30:00",,"0.00"`,
    );
    expect(lines.at(-1)).toBe('');
  });
});

describe('GET /api/events/{id}/exports/attendees.csv', () => {
  it("lists every ticket with its holder, its check-in on Kuala Lumpur's clock and the event's start in its zone", async () => {
    const { res, text } = await download(organizer, 'attendees.csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${event.id}-attendees.csv"`);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Ticket ID","Ticket type","Holder e-mail","Holder name","Status","Checked in (Asia/Kuala_Lumpur)","Event starts (Asia/Jakarta)"',
    );
    expect(lines).toContain(
      `"${checkedIn.id}","'=HYPERLINK(""http://evil.test"")","customer@pentas.test","Chloe Tan","checked_in","2025-03-02 02:05:09","2030-12-05 23:30:00"`,
    );
    expect(lines.filter((l) => l.endsWith(',"active",,"2030-12-05 23:30:00"'))).toHaveLength(1);
  });

  it('streams a large event batch by batch', async () => {
    // 2,500 more tickets, written straight into the database (an order's item holds at most 1000).
    const buyer = await userId(db, 'customer2@pentas.test');
    const [bulk] = await db
      .insert(orders)
      .values({ userId: buyer, eventId: event.id, status: 'completed', currency: 'MYR', totalMinor: 0, isManual: true })
      .returning();
    await db.execute(sql`
      with items as (
        insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
        select ${bulk.id}, ${type.id}, n, 0 from unnest(array[1000, 1000, 500]) as n returning id, quantity)
      insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
      select ${bulk.id}, items.id, ${event.id}, ${type.id}, ${buyer} from items, generate_series(1, items.quantity)`);
    const { chunks, text } = await download(organizer, 'attendees.csv');
    expect(text.slice(1).split('\r\n')).toHaveLength(1 + 2 + 2500 + 1);
    // Read in keyset pages, the 2,500 issued in one statement (one created_at, ordered by id alone)
    // come each once, in the file's order of one query.
    const expected = await db.execute<{ id: string }>(
      sql`select id from tickets where event_id = ${event.id} order by ticket_type_id, created_at, id`,
    );
    const ids = text.match(/^"[0-9a-f-]{36}"/gm)?.map((cell) => cell.slice(1, -1));
    expect(ids).toEqual(expected.map((row) => row.id));
    // The BOM, the header, then one chunk per batch of 1000 rows: never the whole file at once.
    expect(chunks.length).toBeGreaterThanOrEqual(2 + 3);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(text.length / 2);
  });
});

describe('who may export', () => {
  it.each<ExportFile>(['orders.csv', 'attendees.csv'])(
    '%s: 404 to another organizer, 403 to customers, 401',
    async (file) => {
      expectProblem(await exportOf(stranger, file), 404);
      expectProblem(await exportOf(customer, file), 403);
      expectProblem(await exportOf(apiClient(app), file), 401);
    },
  );
});
