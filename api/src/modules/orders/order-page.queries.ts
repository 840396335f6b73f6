import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { events, orderItems, orders, promoCodes, tickets, ticketTypes, users } from '../../db/schema';
import { validTickets } from './orders.queries';

/** An order with its event and its buyer's account, for its page; undefined for no such order. */
export async function findOrderForPage(db: Queryable, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      /** Kept apart from `event`, which the page shows as it is: who may resend the order's mail. */
      organizerId: events.organizerId,
      event: {
        id: events.id,
        title: events.title,
        titleMs: events.titleMs,
        category: events.category,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timeZone: events.timeZone,
        venue: events.venue,
        location: events.location,
        imageUrl: events.imageUrl,
        imageVariants: events.imageVariants,
        cancelled: sql<boolean>`(${events.deletedAt} is not null or ${events.cancelledAt} is not null)`,
      },
      account: { name: users.name, email: users.email, language: users.language },
      validTickets: validTickets(),
      /** The code it was priced with, as its organizer wrote it (kept when the code is deleted since). */
      promoCode: promoCodes.code,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's lines with their ticket types' names, in the order they were bought. */
export async function linesOfOrder(db: Queryable, orderId: string) {
  return db
    .select({
      quantity: orderItems.quantity,
      unitPriceMinor: orderItems.unitPriceMinor,
      listPriceMinor: orderItems.listPriceMinor,
      typeName: ticketTypes.name,
    })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

const reissued = alias(tickets, 'reissued');
const recipient = alias(users, 'recipient');

/**
 * The tickets the order issued (not those re-issued by a transfer, which belong to their recipients),
 * each with its type, its holder and, once transferred, who received it and when.
 */
export async function ticketsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({
      id: tickets.id,
      status: tickets.status,
      userId: tickets.userId,
      checkedInAt: tickets.checkedInAt,
      typeName: ticketTypes.name,
      holderName: users.name,
      recipientEmail: recipient.email,
      transferredAt: reissued.createdAt,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(reissued, eq(reissued.transferredFromId, tickets.id))
    .leftJoin(recipient, eq(recipient.id, reissued.userId))
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.transferredFromId)))
    .orderBy(tickets.orderItemId, tickets.createdAt, tickets.id);
}
