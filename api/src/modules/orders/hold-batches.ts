import type { Database } from '../../db/client';

/**
 * The checkout's writes, sent to the database in batches: `checkout_hold_orders` (hold-orders.sql) holds
 * every order of a batch in one transaction, each in a savepoint of its own, so a refusal touches only
 * its own order. Why: in a flash sale every buyer wants the same ticket type's row, and one order per
 * transaction queued them one commit at a time. Each event has at most one call under way per process;
 * checkouts arriving meanwhile go together in the next (up to MAX_BATCH); a quiet sale is never delayed.
 * See docs/design/checkout-and-holds.md.
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
  /** The promo or access code the order is priced with (docs/design/promo-codes.md), or null. */
  promoCodeId?: number | null;
  /** `listPriceMinor`: the type's price before the code, on the lines the code applies to (its uses); else null. */
  items: { ticketTypeId: number; quantity: number; unitPriceMinor: number; listPriceMinor?: number | null }[];
  maxPending: number;
  maxFreeTickets: number;
}

const REASONS = [
  'event_closed',
  'event_ended',
  'sales_not_started',
  'sales_ended',
  'prices_changed',
  'too_many_pending',
  'free_ticket_limit',
  'stock_short',
  'promo_code_not_valid',
  'promo_code_used_up',
  'promo_code_limit_per_buyer',
] as const;

/** Why the function refused an order, and the number that goes with it (a type id, a count). */
export class HoldRefused extends Error {
  constructor(
    readonly reason: (typeof REASONS)[number],
    readonly figure: number,
  ) {
    super(`checkout hold refused: ${reason}`);
  }
}

/**
 * Orders per call. Each is a savepoint, and PostgreSQL keeps up to 64 of a transaction's
 * subtransactions in shared memory before every other session's visibility checks get slower.
 */
export const MAX_BATCH = 32;

interface Waiting {
  hold: HoldRequest;
  resolve: (orderId: string) => void;
  reject: (error: unknown) => void;
}

interface Row {
  batch_position: number;
  held_order: string | null;
  refusal: string | null;
  refusal_figure: number | null;
}

/** Per database handle (each test app has its own), per event: the checkouts waiting for the call under way. */
const waitingByDatabase = new WeakMap<object, Map<number, Waiting[]>>();

/** Holds the order (completes it when free), in its event's next call; answers its id, or throws HoldRefused. */
export function holdOrderInOneCall(db: Database, hold: HoldRequest): Promise<string> {
  let waitingByEvent = waitingByDatabase.get(db.$client);
  if (!waitingByEvent) {
    waitingByEvent = new Map();
    waitingByDatabase.set(db.$client, waitingByEvent);
  }
  const byEvent = waitingByEvent;
  return new Promise((resolve, reject) => {
    const waiting = byEvent.get(hold.eventId);
    if (waiting) {
      waiting.push({ hold, resolve, reject });
      return;
    }
    // Nothing under way for this event: this one goes now, and later arrivals wait in the list.
    byEvent.set(hold.eventId, []);
    void sendUntilNoneWait(db, byEvent, hold.eventId, [{ hold, resolve, reject }]);
  });
}

async function sendUntilNoneWait(db: Database, byEvent: Map<number, Waiting[]>, eventId: number, first: Waiting[]) {
  const waiting = byEvent.get(eventId) as Waiting[];
  let batch = first;
  try {
    for (; batch.length > 0; batch = waiting.splice(0, MAX_BATCH)) await send(db, eventId, batch);
  } catch (error) {
    // send answers every checkout of its batch; should anything else throw, none is left waiting (a
    // second answer to a checkout already answered changes nothing).
    for (const w of [...batch, ...waiting.splice(0)]) w.reject(error);
  } finally {
    byEvent.delete(eventId);
  }
}

/** One call for the batch; each waiting checkout gets its own order's answer. */
async function send(db: Database, eventId: number, batch: Waiting[]) {
  let rows: Row[];
  try {
    // postgres.js prepares the statement once per connection; the orders go as one jsonb value, read by
    // the function under these very keys.
    rows = await db.$client<Row[]>`
      select batch_position, held_order, refusal, refusal_figure
      from checkout_hold_orders(${eventId}::int, ${JSON.stringify(batch.map((w) => w.hold))}::jsonb)`;
  } catch (error) {
    for (const w of batch) w.reject(error);
    return;
  }
  const answered = new Set<Waiting>();
  for (const row of rows) {
    const waiting = batch[row.batch_position - 1];
    answered.add(waiting);
    if (row.held_order) waiting.resolve(row.held_order);
    else waiting.reject(refusalOf(row));
  }
  // The function answers every order; should it not, no checkout waits for ever.
  for (const w of batch) if (!answered.has(w)) w.reject(new Error('checkout_hold_orders did not answer an order'));
}

function refusalOf(row: Row) {
  const reason = REASONS.find((r) => r === row.refusal);
  return reason
    ? new HoldRefused(reason, row.refusal_figure ?? 0)
    : new Error(`checkout_hold_orders did not hold an order: ${row.refusal}`);
}
