import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import {
  allocations,
  events,
  manualTicketRecords,
  orderItems,
  orders,
  tickets,
  ticketTypes,
  users,
} from '../../db/schema';

/** The ticket a transfer re-issued from this one, and its holder: where a ticket transferred away went. */
const onward = alias(tickets, 'onward');
const recipient = alias(users, 'recipient');

/**
 * A holder's tickets with their event, ticket type, what was paid for each (its order item), how it was
 * issued (a box-office record, and whether the issuer was a reseller with an allocation of the type) and,
 * for one transferred away, to whom and when; in one query, newest event first.
 */
export async function ticketsOfHolder(db: Queryable, userId: string) {
  return db
    .select({
      ticket: {
        id: tickets.id,
        status: tickets.status,
        orderId: tickets.orderId,
        transferredFromId: tickets.transferredFromId,
        checkedInAt: tickets.checkedInAt,
        createdAt: tickets.createdAt,
      },
      event: {
        id: events.id,
        title: events.title,
        titleMs: events.titleMs,
        venue: events.venue,
        location: events.location,
        dateTime: events.startsAt,
        endDateTime: events.endsAt,
        timeZone: events.timeZone,
        imageUrl: events.imageUrl,
        category: events.category,
        cancelled: sql<boolean>`(${events.deletedAt} is not null or ${events.cancelledAt} is not null)`,
      },
      ticketType: { id: ticketTypes.id, name: ticketTypes.name, description: ticketTypes.description },
      sale: {
        currency: orders.currency,
        unitPriceMinor: orderItems.unitPriceMinor,
        boxOffice: orders.isManual,
        // A reseller issues only within an allocation of the type (decisions.md item 29): a sale at face value.
        byReseller: sql<boolean>`${allocations.id} is not null`,
      },
      onward: { at: onward.createdAt, email: recipient.email },
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .leftJoin(manualTicketRecords, eq(manualTicketRecords.orderId, tickets.orderId))
    .leftJoin(
      allocations,
      and(
        eq(allocations.resellerId, manualTicketRecords.generatedById),
        eq(allocations.ticketTypeId, tickets.ticketTypeId),
      ),
    )
    .leftJoin(onward, eq(onward.transferredFromId, tickets.id))
    .leftJoin(recipient, eq(recipient.id, onward.userId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(events.startsAt), desc(tickets.createdAt), tickets.id);
}

/** The columns that decide what may be done with a ticket. */
export async function findTicket(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      userId: tickets.userId,
      status: tickets.status,
      eventCancelled: sql<boolean>`exists (select 1 from ${events} e where e.id = ${tickets.eventId} and e.cancelled_at is not null)`,
    })
    .from(tickets)
    .where(eq(tickets.id, id));
  return row;
}

/** The staff member who checked a ticket in. */
const scanner = alias(users, 'scanner');

/**
 * A ticket as the door sees it: its event, type, current holder and who checked it in, in one query. Every scan reads
 * it, so it is a prepared statement (one per database handle): PostgreSQL parses and plans the
 * four-table join once per connection instead of on every scan (npm run bench:door).
 */
export async function findDoorView(db: Queryable, id: string) {
  const [row] = await doorView(db).execute({ id });
  return row;
}

const doorView = preparedPerHandle((db) =>
  db
    .select({
      ticket: {
        id: tickets.id,
        status: tickets.status,
        checkedInAt: tickets.checkedInAt,
        eventId: tickets.eventId,
        userId: tickets.userId,
      },
      event: {
        id: events.id,
        title: events.title,
        venue: events.venue,
        dateTime: events.startsAt,
        timeZone: events.timeZone,
        organizerId: events.organizerId,
        deletedAt: events.deletedAt,
        cancelledAt: events.cancelledAt,
      },
      ticketType: { name: ticketTypes.name },
      holder: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      checkedInBy: { email: scanner.email, firstName: scanner.firstName, lastName: scanner.lastName },
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(scanner, eq(scanner.id, tickets.checkedInBy))
    .where(eq(tickets.id, sql.placeholder('id')))
    .prepare('ticket_door_view'),
);

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/**
 * The owner's active ticket → transferred, in one conditional statement: of any number of concurrent
 * transfers of one ticket, exactly one gets the row back.
 */
export async function markTransferred(db: Queryable, id: string, ownerId: string) {
  const [row] = await db
    .update(tickets)
    .set({ status: 'transferred' })
    .where(
      and(
        eq(tickets.id, id),
        eq(tickets.userId, ownerId),
        eq(tickets.status, 'active'),
        // A cancelled event's tickets move no more, from the moment it is cancelled (decision 58).
        sql`not exists (select 1 from ${events} e where e.id = ${tickets.eventId} and e.cancelled_at is not null)`,
      ),
    )
    .returning();
  return row;
}

/** The ticket a transfer re-issues to its recipient: same order, item, event and type; a new id. */
export async function insertReissuedTicket(
  db: Queryable,
  from: Pick<typeof tickets.$inferSelect, 'id' | 'orderId' | 'orderItemId' | 'eventId' | 'ticketTypeId'>,
  recipientId: string,
) {
  const [row] = await db
    .insert(tickets)
    .values({
      orderId: from.orderId,
      orderItemId: from.orderItemId,
      eventId: from.eventId,
      ticketTypeId: from.ticketTypeId,
      userId: recipientId,
      transferredFromId: from.id,
    })
    .returning({ id: tickets.id });
  return row;
}
