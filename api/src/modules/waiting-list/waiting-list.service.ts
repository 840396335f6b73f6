import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { assertCan, assertOrganizerOrAdmin } from '../../lib/access';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { findManageableEvent } from '../events';
import { setWaitingList } from '../orders';
import {
  entriesOfEvent,
  entriesOfUser,
  entryById,
  insertEntry,
  isListedEvent,
  markLeft,
  openListsOfEvent,
  typesOfEvent,
  typeWithEvent,
} from './entries.queries';
import { offersOpen } from './list-open';
import { makeOffer } from './make-offer';
import type { WaitingListSettingsBody } from './waiting-list.schemas';

export const listClosed = () => conflict(said(m.problem_codes_list_closed), 'waiting_list_closed');
export const ticketsStillOnSale = () => conflict(said(m.problem_codes_still_on_sale), 'tickets_still_on_sale');
export const alreadyWaiting = () => conflict(said(m.problem_codes_already_waiting), 'already_on_waiting_list');
export const notWaiting = () => conflict(said(m.problem_codes_entry_not_waiting), 'entry_not_waiting');
export const tooFewForOffer = () => conflict(said(m.problem_codes_too_few_for_offer), 'not_enough_tickets');

const STAFF_ONLY = said(m.problem_codes_waiting_list_staff_only);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type EntryRow = {
  orderId: string | null;
  offeredQuantity: number | null;
  offeredAt: Date | null;
  holdExpiresAt: Date | null;
};
const offerOf = (e: EntryRow) =>
  e.offeredAt && e.offeredQuantity
    ? {
        orderId: e.orderId,
        quantity: e.offeredQuantity,
        offeredAt: e.offeredAt.toISOString(),
        expiresAt: iso(e.holdExpiresAt),
      }
    : null;

/** `POST /api/ticket-types/{id}/waiting-list`: a signed-in buyer joins a sold-out type's open list. */
export async function joinWaitingList(deps: AppDeps, user: SessionUser, ticketTypeId: number, quantity: number) {
  assertCan(user, 'purchase-tickets', said(m.problem_cannot_buy));
  const type = await typeWithEvent(deps.db, ticketTypeId);
  // A hidden type is sold only with an access code (decision 65): no list takes buyers round it.
  if (!type?.isActive || type.hidden || !type.event.isActive) throw notFound(said(m.problem_ticket_type_not_found));
  if (!type.waitingListOn || !offersOpen(type.event)) throw listClosed();
  // Sold out as the public sees it: what codes set aside is not for sale to them.
  if (type.quantity - type.soldQuantity - type.reserved > 0) throw ticketsStillOnSale();
  const id = await insertEntry(deps.db, ticketTypeId, user.id, quantity);
  if (id === undefined) throw alreadyWaiting();
  const mine = await myWaitingList(deps, user);
  const entry = mine.entries.find((e) => e.id === id);
  if (!entry) throw notFound(said(m.problem_entry_not_found));
  return entry;
}

/** `GET /api/my-waiting-list`: the buyer's places, offers and recent ends. */
export async function myWaitingList(deps: AppDeps, user: SessionUser) {
  const rows = await entriesOfUser(deps.db, user.id);
  return {
    entries: rows.map((e) => ({
      id: e.id,
      eventId: e.eventId,
      eventTitle: e.eventTitle,
      eventStartsAt: e.eventStartsAt.toISOString(),
      timeZone: e.timeZone,
      ticketTypeId: e.ticketTypeId,
      ticketTypeName: e.ticketTypeName,
      quantity: e.quantity,
      state: e.state,
      position: e.position,
      listOpen: e.listOpen,
      joinedAt: e.joinedAt.toISOString(),
      offer: offerOf(e),
    })),
  };
}

/** `POST /api/waiting-list-entries/{id}/leave`: the buyer's own waiting entry; anyone else's is a 404. */
export async function leaveWaitingList(deps: AppDeps, user: SessionUser, entryId: number) {
  const entry = await entryById(deps.db, entryId);
  if (!entry || entry.userId !== user.id) throw notFound(said(m.problem_entry_not_found));
  if (!(await markLeft(deps.db, entryId, user.id))) throw notWaiting();
  return { message: 'You have left the waiting list.' };
}

/** `GET /api/events/{id}/waiting-lists`: public; which types of a listed event have a list open. */
export async function publicWaitingLists(deps: AppDeps, eventId: number) {
  if (!(await isListedEvent(deps.db, eventId))) throw notFound(said(m.problem_event_not_found));
  return { ticketTypes: await openListsOfEvent(deps.db, eventId) };
}

/** `GET /api/events/{id}/waiting-list`: the organizer's (own events) or an admin's view of each list. */
export async function eventWaitingLists(deps: AppDeps, user: SessionUser, eventId: number) {
  assertCan(user, 'create-events', STAFF_ONLY);
  const found = await findManageableEvent(deps.db, eventId);
  if (!found) throw notFound(said(m.problem_event_not_found));
  assertOrganizerOrAdmin(user, found.event.organizerId);
  const [types, entries] = await Promise.all([typesOfEvent(deps.db, eventId), entriesOfEvent(deps.db, eventId)]);
  return {
    eventId,
    ticketTypes: types.map((t) => ({
      ticketTypeId: t.id,
      name: t.name,
      enabled: t.enabled,
      offerHours: t.offerHours,
      available: t.quantity - t.soldQuantity,
      freed: t.freed,
      entries: entries
        .filter((e) => e.ticketTypeId === t.id)
        .map((e) => ({
          id: e.id,
          position: e.position,
          buyer: { name: e.buyerName, email: e.buyerEmail },
          quantity: e.quantity,
          state: e.state,
          joinedAt: e.joinedAt.toISOString(),
          offer: offerOf(e),
        })),
    })),
  };
}

/**
 * `PUT /api/ticket-types/{id}/waiting-list`: on or off and the offer hours; off puts freed stock back
 * on sale in the same statement. Free types have no list (an offer is an order to pay).
 */
export async function updateWaitingList(
  deps: AppDeps,
  actor: Actor,
  ticketTypeId: number,
  settings: z.infer<typeof WaitingListSettingsBody>,
) {
  const { user } = actor;
  assertCan(user, 'create-events', STAFF_ONLY);
  const type = await typeWithEvent(deps.db, ticketTypeId);
  if (!type) throw notFound(said(m.problem_ticket_type_not_found));
  assertOrganizerOrAdmin(user, type.event.organizerId, 'Ticket type');
  const freeType = () => unprocessable(said(m.problem_codes_free_type_no_list), 'waiting_list_free_type');
  if (settings.enabled && type.priceMinor === 0) throw freeType();
  await inTransaction(deps.db, async (tx) => {
    if (!(await setWaitingList(tx, ticketTypeId, settings.enabled, settings.offerHours))) throw freeType();
    await recordAudit(tx, actor, {
      action: 'waiting_list.update',
      targetType: 'ticket_type',
      targetId: ticketTypeId,
      before: { eventId: type.eventId, enabled: type.waitingListOn, offerHours: type.offerHours },
      after: {
        enabled: settings.enabled,
        offerHours: settings.offerHours,
        freedReleased: settings.enabled ? 0 : type.freed,
      },
    });
  });
  deps.catalogCache.clear();
  const lists = await eventWaitingLists(deps, user, type.eventId);
  const mine = lists.ticketTypes.find((t) => t.ticketTypeId === ticketTypeId);
  if (!mine) throw notFound(said(m.problem_ticket_type_not_found));
  return mine;
}

/**
 * `POST /api/waiting-list-entries/{id}/offer`: the organizer or an admin offers a waiting entrant
 * their quantity now, from freed stock or what is on sale, by the same conditional statement as the
 * job's offers.
 */
export async function offerByHand(deps: AppDeps, actor: Actor, entryId: number) {
  const { user } = actor;
  assertCan(user, 'create-events', STAFF_ONLY);
  const entry = await entryById(deps.db, entryId);
  if (!entry) throw notFound(said(m.problem_entry_not_found));
  const type = await typeWithEvent(deps.db, entry.ticketTypeId);
  if (!type) throw notFound(said(m.problem_entry_not_found));
  assertOrganizerOrAdmin(user, type.event.organizerId, 'Entry');
  if (entry.state !== 'waiting') throw notWaiting();
  if (!offersOpen(type.event)) throw listClosed();
  const orderId = await makeOffer(deps, entry, entry.quantity, true, (tx, offerId) =>
    recordAudit(tx, actor, {
      action: 'waiting_list.offer',
      targetType: 'ticket_type',
      targetId: entry.ticketTypeId,
      after: { eventId: type.eventId, entryId, orderId: offerId, quantity: entry.quantity },
    }),
  );
  if (!orderId) {
    const now = await entryById(deps.db, entryId);
    throw now?.state === 'waiting' ? tooFewForOffer() : notWaiting();
  }
  deps.catalogCache.clear();
  const lists = await eventWaitingLists(deps, user, type.eventId);
  const offered = lists.ticketTypes.flatMap((t) => t.entries).find((e) => e.id === entryId);
  if (!offered) throw notFound(said(m.problem_entry_not_found));
  return offered;
}
