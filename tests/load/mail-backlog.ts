import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import { SMTPServer } from 'smtp-server';

/**
 * `count` paid orders of `ticketsEach` tickets for one demo event, written in one statement: each
 * completed order's insert makes the database write its confirmation to the outbox (the trigger of
 * migration 0022), as a real payment would. Answers how many confirmations wait to be sent.
 */
export async function writeConfirmationBacklog(sql: postgres.Sql, count: number, ticketsEach = 2) {
  await sql`
    with type as (
      select tt.id, tt.event_id, tt.price_minor, e.currency
      from ticket_types tt join events e on e.id = tt.event_id
      where e.deleted_at is null and e.currency = 'MYR' and tt.price_minor > 0
      order by tt.id limit 1),
    buyer as (select id, email, name from users where email = 'customer@pentas.test'),
    made as (
      insert into orders (user_id, event_id, status, currency, total_minor, customer_name, customer_email,
                          payment_provider, paid_with, completed_at, channel)
      select buyer.id, type.event_id, 'completed', type.currency, type.price_minor * ${ticketsEach}, buyer.name,
             'bench-' || n || '@example.com', 'demo', '{"method":"card","reference":"ch_bench","bank":null,"cardBrand":"visa","cardLast4":"4242"}'::jsonb, now(), 'web'
      from generate_series(1, ${count}) n, type, buyer
      returning id, user_id, event_id),
    items as (
      insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      select made.id, type.id, ${ticketsEach}, type.price_minor from made, type
      returning id, order_id, ticket_type_id)
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    select made.id, items.id, made.event_id, items.ticket_type_id, made.user_id
    from items join made on made.id = items.order_id, generate_series(1, ${ticketsEach})`;
  const [{ waiting }] = await sql<{ waiting: number }[]>`
    select count(*)::int as waiting from mail_outbox where status = 'pending'`;
  return waiting;
}

/** Mails the outbox still has to send (pending), for waiting until a backlog has drained. */
export async function mailsWaiting(sql: postgres.Sql) {
  const [{ waiting }] = await sql<{ waiting: number }[]>`
    select count(*)::int as waiting from mail_outbox where status = 'pending'`;
  return waiting;
}

/** An SMTP server that takes every mail, reads it to its end and counts it (no parsing: its CPU is not the app's). */
export async function startSmtpSink() {
  let received = 0;
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts: () => ({ received, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
