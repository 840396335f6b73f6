import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor } from '@pentas/openapi';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { said } from '../../lib/said';
import { type Actor, recordAudit } from '../audit';
import { eventEndedProblem, isEnded } from '../events';
import { queueMail } from '../mail';
import { holdItems, insertOrder, issueTickets, StockShort } from '../orders';
import { allocationOf, takeFromAllocation } from './allocations.queries';
import {
  findRecipient,
  findRecordByKey,
  insertRecordOnce,
  issuedTicketIds,
  lockEventWithType,
  remainingOf,
} from './generation.queries';
import type { GenerateTicketsBody } from './generation.schemas';
import { KeyTaken, requestHash } from './idempotency';
import { mayIssueFor, reachOf } from './reach';
import { spendLookupOf } from './recipient-search.service';

type Request = z.infer<typeof GenerateTicketsBody>;
export interface Generated {
  message: string;
  orderId: string;
  ticketIds: string[];
}

// The box office's refusals, here so the API document's examples are the errors thrown.
export const notYourEvent = () => forbidden(said(m.problem_tickets_generate_own_events_only));
export const eventNotOpen = () => conflict(said(m.problem_tickets_event_not_open), 'event_not_open');
export const ticketTypeInactive = () => conflict(said(m.problem_tickets_type_inactive), 'ticket_type_inactive');
export const recipientNotFound = () => notFound(said(m.box_no_such_user), 'recipient_not_found');
/** 'Only N tickets available', N being what is left of the type now. */
export const notEnoughTickets = (left: number) =>
  conflict(said(m.problem_tickets_only_available, { left }), 'not_enough_tickets');
export const selfIssue = () => unprocessable(said(m.problem_tickets_self_issue), 'self_issue');
export const noAllocation = () => conflict(said(m.problem_tickets_no_allocation), 'no_allocation');
/** 'Only N left of your allocation', N being what is left of it now. */
export const allocationExceeded = (left: number) =>
  conflict(said(m.problem_tickets_allocation_exceeded, { left }), 'allocation_exceeded');
export const keyReused = () => conflict(said(m.problem_tickets_idempotency_key_reused), 'idempotency_conflict');

/** Thrown inside the issuing transaction when the reseller's allocation is missing or too small. */
class AllocationShort extends Error {}

const messageFor = (quantity: number, email: string) =>
  `Generated ${quantity} ${quantity === 1 ? 'ticket' : 'tickets'} for ${email}.`;
const defaultReason = (email: string) => `Manual generation for ${email}`;

/**
 * `POST /api/admin/generate-tickets`: a completed manual order for a registered user,
 * with its tickets, in one transaction, once per idempotency key. Answers whether it was a replay.
 */
export async function generateTickets(db: Database, actor: Actor, input: Request, idempotencyKey: string) {
  const reach = reachOf(actor.user);
  const hash = requestHash(input);
  const earlier = await findRecordByKey(db, actor.user.id, idempotencyKey);
  if (earlier) return { generated: await replay(db, earlier, hash), replayed: true };
  // The recipient is looked up by address: one of the caller's recipient searches (decisions.md item 28).
  await spendLookupOf(db, actor.user);
  try {
    return { generated: await issue(db, actor, reach, input, idempotencyKey, hash), replayed: false };
  } catch (err) {
    if (err instanceof StockShort) throw notEnoughTickets(await remainingOf(db, input.ticketTypeId));
    if (err instanceof AllocationShort) {
      const held = await allocationOf(db, actor.user.id, input.ticketTypeId);
      throw held ? allocationExceeded(held.granted - held.issued) : noAllocation();
    }
    if (!(err instanceof KeyTaken)) throw err;
    // A concurrent request with this key committed first: its answer is this one's.
    const winner = await findRecordByKey(db, actor.user.id, idempotencyKey);
    if (!winner) throw new Error('an idempotency key was taken by a record that cannot be read');
    return { generated: await replay(db, winner, hash), replayed: true };
  }
}

/** The first answer under a key, if the request is the same one; another request under it is a 409. */
async function replay(
  db: Database,
  record: NonNullable<Awaited<ReturnType<typeof findRecordByKey>>>,
  hash: string,
): Promise<Generated> {
  if (record.requestHash !== hash) throw keyReused();
  return {
    message: messageFor(record.quantity, record.recipientEmail),
    orderId: record.orderId,
    ticketIds: await issuedTicketIds(db, record.orderId),
  };
}

/**
 * The order, its record, a reseller's allocation, its stock and its tickets, all or nothing. The
 * record (holding the key) goes in before the allocation and the stock are taken, so a second request with the same key waits on the key, not on the
 * stock, and is answered with the first one's tickets even when those were the last.
 */
function issue(
  db: Database,
  actor: Actor,
  reach: ReturnType<typeof reachOf>,
  input: Request,
  idempotencyKey: string,
  hash: string,
): Promise<Generated> {
  return db.transaction(async (tx) => {
    const found = await lockEventWithType(tx, input.eventId, input.ticketTypeId);
    if (!found || found.event.deleted) throw notFound(said(m.problem_event_not_found));
    const { event, type } = found;
    if (!mayIssueFor(reach, event.organizerId)) throw notYourEvent();
    if (!type) throw notFound(said(m.problem_tickets_type_not_found_for_event));
    // An ended event is never sold, by any channel (decision 17); sales windows do not bind the box office.
    if (isEnded(event)) throw eventEndedProblem();
    if (!event.onSale) throw eventNotOpen();
    if (!type.isActive) throw ticketTypeInactive();
    // A reseller without an allocation of the type learns nothing about the address (item 28).
    if (reach.kind === 'own-records' && !(await allocationOf(tx, actor.user.id, type.id))) throw noAllocation();
    const recipient = await findRecipient(tx, input.userEmail);
    if (!recipient) throw recipientNotFound();
    // Resellers never to themselves (decisions.md item 29); organizers' comps for themselves are fine.
    if (reach.kind === 'own-records' && recipient.id === actor.user.id) throw selfIssue();

    const totalMinor = type.priceMinor * input.quantity;
    const reason = input.reason || defaultReason(recipient.email);
    // Completed at once and fee-less (decisions.md item 9); the unit price records its value.
    const orderId = await insertOrder(
      tx,
      {
        userId: recipient.id,
        eventId: event.id,
        status: 'completed',
        currency: event.currency,
        totalMinor,
        serviceFeeMinor: 0,
        customerName: recipient.name,
        customerEmail: recipient.email,
        isManual: true,
        channel: 'manual',
        completedAt: new Date(),
      },
      [{ ticketTypeId: type.id, quantity: input.quantity, unitPriceMinor: type.priceMinor }],
    );
    const fresh = await insertRecordOnce(tx, {
      orderId,
      generatedById: actor.user.id,
      targetUserId: recipient.id,
      reason,
      idempotencyKey,
      requestHash: hash,
    });
    if (!fresh) throw new KeyTaken();
    if (reach.kind === 'own-records') {
      const within = await takeFromAllocation(tx, {
        resellerId: actor.user.id,
        ticketTypeId: type.id,
        quantity: input.quantity,
        valueMinor: totalMinor,
      });
      if (!within) throw new AllocationShort();
    }
    await holdItems(tx, [{ ticketTypeId: type.id, quantity: input.quantity }]);
    const ticketIds = await issueTickets(tx, { id: orderId, userId: recipient.id, eventId: event.id });
    // Their mail (the order confirmation's trigger skips box-office orders), committed with the tickets.
    await queueMail(tx, {
      key: `box-office-tickets:${orderId}`,
      kind: 'box_office_tickets',
      recipient: recipient.email,
      recipientName: recipient.name,
      orderId,
    });
    await recordAudit(tx, actor, {
      action: 'tickets.generate',
      targetType: 'order',
      targetId: orderId,
      after: {
        recipient: recipient.email,
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: input.quantity,
        totalValue: fromMinor(totalMinor),
        currency: event.currency,
        reason,
      },
    });
    return { message: messageFor(input.quantity, recipient.email), orderId, ticketIds };
  });
}
