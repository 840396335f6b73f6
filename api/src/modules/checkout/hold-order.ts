import type { Database } from '../../db/client';

/**
 * The checkout's writes in one database round trip: `checkout_hold_order`, a PL/pgSQL function
 * shipped as a migration (db/migrations/0009_checkout_hold_order.sql), called here through a
 * postgres.js prepared statement.
 *
 * Why hand-written, when everything else is drizzle: a flash sale is this one call, thousands of times a
 * second on one hot row. Through drizzle it was about eleven statements, nearly all sent unprepared (so
 * PostgreSQL parsed and planned each one on every checkout) and each a round trip inside a transaction
 * that held the buyer's and the ticket type's row locks across them; the API process's CPU per checkout
 * was several times what the work needs (issue 16's profile). One prepared call does the same writes, in
 * the same order and under the same locks, in one statement: the event's currency under a key-share lock,
 * the buyer's row locked (their checkouts counted one at a time), the pending cap or the free-ticket
 * limit, the order and its items, then one conditional stock UPDATE per ticket type in id order, and for a
 * free order its completion and tickets. Every guarantee has a test in tests/api/hold-order.test.ts.
 *
 * A refusal is raised inside the function, so nothing it wrote stays; it arrives here as a `HoldRefused`.
 */

export interface HoldRequest {
  userId: string;
  eventId: number;
  currency: string;
  totalMinor: number;
  serviceFeeMinor: number;
  customerName: string | null;
  customerEmail: string | null;
  holdMinutes: number;
  affiliateCodeId: number | null;
  channel: 'web' | 'widget';
  items: { ticketTypeId: number; quantity: number; unitPriceMinor: number }[];
  maxPending: number;
  maxFreeTickets: number;
}

/** Why the function refused: its exception's message, and the number its DETAIL carries (a type id, a count). */
export class HoldRefused extends Error {
  constructor(
    readonly reason: 'prices_changed' | 'too_many_pending' | 'free_ticket_limit' | 'stock_short',
    readonly figure: number,
  ) {
    super(`checkout hold refused: ${reason}`);
  }
}

const REASONS = new Set(['prices_changed', 'too_many_pending', 'free_ticket_limit', 'stock_short']);

/** Holds the order (completes it when free); answers its id, or throws HoldRefused. */
export async function holdOrderInOneCall(db: Database, hold: HoldRequest): Promise<string> {
  const sql = db.$client;
  try {
    // postgres.js prepares each distinct statement once per connection (its default), so after the
    // first call on a connection this is a bind and execute of a plan PostgreSQL already has.
    const [row] = await sql<{ id: string }[]>`
      select checkout_hold_order(
        ${hold.userId}, ${hold.eventId}::int, ${hold.currency}, ${hold.totalMinor}::bigint,
        ${hold.serviceFeeMinor}::bigint, ${hold.customerName}, ${hold.customerEmail}, ${hold.holdMinutes}::int,
        ${hold.affiliateCodeId}::int, ${hold.channel},
        ${hold.items.map((i) => i.ticketTypeId)}::int[], ${hold.items.map((i) => i.quantity)}::int[],
        ${hold.items.map((i) => i.unitPriceMinor)}::bigint[],
        ${hold.maxPending}::int, ${hold.maxFreeTickets}::int
      ) as id`;
    return row.id;
  } catch (err) {
    const { code, message, detail } = err as { code?: string; message?: string; detail?: string };
    if (code === 'P0001' && message && REASONS.has(message)) {
      throw new HoldRefused(message as HoldRefused['reason'], Number(detail ?? 0));
    }
    throw err;
  }
}
