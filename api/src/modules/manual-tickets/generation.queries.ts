import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, manualTicketRecords, orderItems, tickets, ticketTypes, users } from '../../db/schema';
import { isOnSale } from '../events';

/**
 * The event (deleted or not) with the ticket type, if it is the event's own, under a key-share lock on
 * the event row: an organizer's currency change (which locks it for update) waits for this order or
 * is seen by it, as with checkout's hold (orders/hold-orders.sql).
 */
export async function lockEventWithType(db: Queryable, eventId: number, ticketTypeId: number) {
  const [row] = await db
    .select({
      event: {
        id: events.id,
        title: events.title,
        organizerId: events.organizerId,
        currency: events.currency,
        deleted: sql<boolean>`${events.deletedAt} is not null`,
        onSale: sql<boolean>`coalesce(${isOnSale()}, false)`,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      },
      type: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        priceMinor: ticketTypes.priceMinor,
        isActive: ticketTypes.isActive,
      },
    })
    .from(events)
    .leftJoin(ticketTypes, and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, events.id)))
    .where(eq(events.id, eventId))
    .for('key share', { of: events });
  return row;
}

/** The registered account of an e-mail address (stored in lower case). */
export async function findRecipient(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/**
 * The manual record, unless the generator already used this idempotency key: then nothing is written
 * and false comes back. A concurrent request with the same key waits here on the unique index until
 * the first commits (false) or rolls back (this one goes on).
 */
export async function insertRecordOnce(db: Queryable, row: typeof manualTicketRecords.$inferInsert) {
  const inserted = await db
    .insert(manualTicketRecords)
    .values(row)
    .onConflictDoNothing({ target: [manualTicketRecords.generatedById, manualTicketRecords.idempotencyKey] })
    .returning({ id: manualTicketRecords.id });
  return inserted.length > 0;
}

/** What a generator's earlier request with this key issued: its order, quantity and recipient. */
export async function findRecordByKey(db: Queryable, generatedById: string, idempotencyKey: string) {
  const [row] = await db
    .select({
      orderId: manualTicketRecords.orderId,
      requestHash: manualTicketRecords.requestHash,
      quantity: orderItems.quantity,
      recipientEmail: users.email,
    })
    .from(manualTicketRecords)
    .innerJoin(orderItems, eq(orderItems.orderId, manualTicketRecords.orderId))
    .innerJoin(users, eq(users.id, manualTicketRecords.targetUserId))
    .where(
      and(eq(manualTicketRecords.generatedById, generatedById), eq(manualTicketRecords.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** The tickets an order issued (not those later re-issued to others by transfers), in id order. */
export async function issuedTicketIds(db: Queryable, orderId: string) {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.transferredFromId)))
    .orderBy(asc(tickets.id));
  return rows.map((r) => r.id);
}

/** Tickets of a type left now (after a short take rolled back). */
export async function remainingOf(db: Queryable, ticketTypeId: number) {
  const [row] = await db
    .select({ left: sql<number>`greatest(${ticketTypes.quantity} - ${ticketTypes.soldQuantity}, 0)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  return row?.left ?? 0;
}
