import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../../context';
import { events, tickets, ticketTypes, users } from '../../../db/schema';

const onward = alias(tickets, 'onward');
const onwardHolder = alias(users, 'onward_holder');
const sender = alias(tickets, 'sender_ticket');
const senderHolder = alias(users, 'sender_holder');

/**
 * One ticket as a transfer's mails tell it: its event, type and holder, who it came from (the
 * recipient's mail) and whom it went to (the sender's). Read when the mail is rendered, in the send job.
 */
export async function findTicketForMail(deps: AppDeps, ticketId: string) {
  const [row] = await deps.db
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      status: tickets.status,
      holderId: tickets.userId,
      holderName: users.name,
      ticketType: ticketTypes.name,
      fromName: senderHolder.name,
      toName: onwardHolder.name,
      toEmail: onwardHolder.email,
      event: {
        id: events.id,
        title: events.title,
        titleMs: events.titleMs,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timeZone: events.timeZone,
        venue: events.venue,
        location: events.location,
        cancelled: sql<boolean>`(${events.deletedAt} is not null or ${events.cancelledAt} is not null)`,
      },
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .leftJoin(onward, eq(onward.transferredFromId, tickets.id))
    .leftJoin(onwardHolder, eq(onwardHolder.id, onward.userId))
    .leftJoin(sender, eq(sender.id, tickets.transferredFromId))
    .leftJoin(senderHolder, eq(senderHolder.id, sender.userId))
    .where(eq(tickets.id, ticketId));
  return row;
}

/**
 * What a transfer's mails are made of: the ticket, its event on the event's clock, and (while its
 * holder still holds it, active) the code the door accepts, signed as the wallet signs it. Plain data:
 * the render worker draws its QR image.
 */
export async function ticketMailData(deps: AppDeps, ticketId: string) {
  const row = await findTicketForMail(deps, ticketId);
  if (!row) throw new Error(`ticket ${ticketId} is gone: its mail cannot be written`);
  const event = {
    ...row.event,
    startsAt: row.event.startsAt.toISOString(),
    endsAt: row.event.endsAt?.toISOString() ?? null,
  };
  const usable = row.status === 'active' && !row.event.cancelled;
  const code = usable ? deps.ticketSigner.sign({ id: row.id, eventId: row.event.id, userId: row.holderId }) : null;
  const qrTickets = code
    ? [
        {
          id: row.id,
          ticketType: row.ticketType,
          holderName: row.holderName,
          code,
          cid: 'ticket-1@pentas',
        },
      ]
    : [];
  return { ...row, event, number: row.orderId.slice(0, 8), qrTickets };
}

export type TicketForMail = Awaited<ReturnType<typeof ticketMailData>>;
