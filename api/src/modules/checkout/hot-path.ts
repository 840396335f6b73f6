import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { events, orders, ticketTypes } from '../../db/schema';
import { countOne } from '../../lib/rate-limit';
import {
  type LiveSessionParams,
  type LiveUserRow,
  liveSessionUser,
  liveUserColumns,
  storedUserOf,
} from '../../lib/session-in-statement';
import type { StoredUser } from '../../lib/session-user';
import { isOpenEvent } from '../events';
import { reservedLeftOf } from '../orders';

/**
 * The checkout's hot path, hand-written: every statement `POST /api/create-payment-intent` makes between
 * the session and the payment provider (`checkoutStartWithSession`, the orders module's
 * `holdOrderInOneCall` over orders/hold-orders.sql, `attachIntent`), each one prepared round trip with no
 * drizzle query building or row mapping per call. Why: a flash sale runs this path thousands of times a
 * second, bound by the CPU, which through drizzle went mostly to round trips and query building.
 * See docs/design/checkout-and-holds.md.
 */

/** What checkout needs of a ticket type to price the cart and word a refusal. */
export interface CartTicketType {
  id: number;
  name: string;
  priceMinor: number;
  quantity: number;
  soldQuantity: number;
  isActive: boolean;
  salesStartsAt: Date | null;
  salesEndsAt: Date | null;
  /** Sold only with an access code that reveals it. */
  hidden: boolean;
  /** What live codes set aside of it and have not used (off sale to all but their holders). */
  reserved: number;
}

/** Checkout starts one account may make per window (bots and scripts). */
export const CHECKOUT_STARTS = { max: 30, windowSeconds: 60 };

/** Instants come as epoch milliseconds (float8): drizzle leaves postgres.js's timestamps as text. */
interface StartRow extends Partial<Omit<CartTicketType, 'salesStartsAt' | 'salesEndsAt'>> {
  attempts: number;
  eventId: number | null;
  currency: string | null;
  timeZone: string | null;
  cancelled: boolean | null;
  startsAtMs: number | null;
  endsAtMs: number | null;
  salesStartsAtMs: number | null;
  salesEndsAtMs: number | null;
}

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The event (listed) with the cart's ticket types, one row per type, beside the counted attempt. */
const cartColumns = sql`attempt.count as "attempts", ${events.id} as "eventId", ${events.currency} as "currency",
    ${events.timeZone} as "timeZone", ${events.cancelledAt} is not null as "cancelled", ${epochMs(events.startsAt)} as "startsAtMs", ${epochMs(events.endsAt)} as "endsAtMs",
    ${ticketTypes.id} as "id", ${ticketTypes.name} as "name", ${ticketTypes.priceMinor} as "priceMinor",
    ${ticketTypes.quantity} as "quantity", ${ticketTypes.soldQuantity} as "soldQuantity",
    ${ticketTypes.isActive} as "isActive", ${epochMs(ticketTypes.salesStartsAt)} as "salesStartsAtMs",
    ${epochMs(ticketTypes.salesEndsAt)} as "salesEndsAtMs", ${ticketTypes.hidden} as "hidden",
    ${reservedLeftOf(events.id, ticketTypes.id)} as "reserved"`;
const cartJoins = sql`left join ${events} on ${events.id} = ${sql.placeholder('eventId')} and ${isOpenEvent()}
  left join ${ticketTypes} on ${ticketTypes.eventId} = ${events.id}
    and ${ticketTypes.id} = any(${sql.placeholder('ticketTypeIds')}::int[])`;

const startStatement = preparedStatement<StartRow, Cart & { userId: string }>(sql`
  with attempt as (${countOne(sql`'checkout:user:' || ${sql.placeholder('userId')}::text`, CHECKOUT_STARTS.windowSeconds)})
  select ${cartColumns} from attempt ${cartJoins}`);

/**
 * The same with the session looked up in it (the session is the first thing every checkout needs,
 * and a round trip of its own cost about a fifth of the API's CPU per checkout): only a session that is
 * live and not yet due for better-auth's sliding refresh (expiring after `freshUntil`); for anything
 * else there is no row and nothing is counted, and the caller takes the ordinary lookup.
 */
type SessionStartRow = StartRow & LiveUserRow;

const startWithSessionStatement = preparedStatement<SessionStartRow, Cart & LiveSessionParams>(sql`
  with live as (${liveSessionUser}),
  attempt as (${countOne(sql`'checkout:user:' || live.id`, CHECKOUT_STARTS.windowSeconds, undefined, sql`from live`)})
  select ${liveUserColumns}, ${cartColumns}
  from live cross join attempt ${cartJoins}`);

/** The cart's event and ticket types, and how many checkouts the account started in this window. */
export interface CheckoutStart {
  attempts: number;
  event: CartEvent | undefined;
  types: CartTicketType[];
}

/** The cart's event: its currency, and its times for the sales windows (events module's sale-state.ts). */
export interface CartEvent {
  id: number;
  currency: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date | null;
  /** Called off (decision 58): checkout refuses it with 409 event_cancelled. */
  cancelled: boolean;
}

function toCheckoutStart(rows: StartRow[]): CheckoutStart {
  const [first] = rows;
  const event =
    first.eventId === null
      ? undefined
      : {
          id: first.eventId,
          currency: first.currency as string,
          timeZone: first.timeZone as string,
          startsAt: new Date(first.startsAtMs as number),
          endsAt: dateOf(first.endsAtMs),
          cancelled: first.cancelled === true,
        };
  const types = rows.flatMap(({ id, name, priceMinor, quantity, soldQuantity, isActive, hidden, reserved, ...row }) =>
    // price_minor is a bigint, which postgres.js hands over as a string.
    id == null
      ? []
      : [
          {
            id,
            name,
            priceMinor: Number(priceMinor),
            quantity,
            soldQuantity,
            isActive,
            hidden,
            reserved: Number(reserved ?? 0),
            salesStartsAt: dateOf(row.salesStartsAtMs),
            salesEndsAt: dateOf(row.salesEndsAtMs),
          } as CartTicketType,
        ],
  );
  return { attempts: Number(first.attempts), event, types };
}

interface Cart {
  eventId: number;
  ticketTypeIds: number[];
}

/** Counts one checkout start of the account and reads the cart's event (listed) and ticket types. */
export async function checkoutStart(db: Database, userId: string, cart: Cart): Promise<CheckoutStart> {
  return toCheckoutStart(await startStatement(db, { userId, ...cart }));
}

/**
 * `checkoutStart` for the account behind a session token (its cookie's signature already checked), in
 * the same statement; undefined when that session is not live or is due for its refresh.
 */
export async function checkoutStartWithSession(
  db: Database,
  session: { token: string; freshUntil: Date },
  cart: Cart,
): Promise<(CheckoutStart & { user: StoredUser }) | undefined> {
  const rows = await startWithSessionStatement(db, {
    token: session.token,
    freshUntil: session.freshUntil.toISOString(),
    ...cart,
  });
  if (rows.length === 0) return undefined;
  return { ...toCheckoutStart(rows), user: storedUserOf(rows[0]) };
}

const attachStatement = preparedStatement<
  { id: string },
  { provider: string; orderId: string; paymentIntentId: string }
>(sql`
  update ${orders} set payment_provider = ${sql.placeholder('provider')},
    payment_intent_id = ${sql.placeholder('paymentIntentId')}
  where ${orders.id} = ${sql.placeholder('orderId')} and ${orders.status} = 'pending'
  returning ${orders.id} as "id"`);

/**
 * The provider's payment intent onto the order, if it is still pending (a sweep or its buyer may have
 * cancelled it meanwhile): true when attached.
 */
export async function attachIntent(db: Database, provider: string, orderId: string, paymentIntentId: string) {
  const rows = await attachStatement(db, { provider, orderId, paymentIntentId });
  return rows.length > 0;
}
