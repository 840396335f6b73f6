import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { DEFAULT_TIME_ZONE } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import type { events, ticketTypes } from '../../db/schema';
import { conflict, type FieldError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isTimeZone, parseEventInstant } from '../../lib/instants';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, changeOf, recordAudit } from '../audit';
import { variantsOfImage } from '../images';
import { heldTicketsOf, ticketCounts } from '../orders';
import {
  changeCurrencyIfUnsold,
  clearDeletion,
  findManageableEvent,
  hasPaidOrders,
  insertEvent,
  insertTicketTypes,
  listManageableEvents,
  lockDeletion,
  lockManageableEvent,
  softDeleteEvent,
  ticketTypesOf,
  updateEventRow,
} from './events.queries';
import type { CreateEventBody, UpdateEventBody } from './events.schemas';
import { countryOf, ticketTypeRow, toEventSummary, toTicketType } from './events.service';
import { eventSaleState } from './sale-state';
import { resolveSalesWindow } from './sales-window';

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof ticketTypes.$inferSelect;

/**
 * Whether a change is made with the power over every event (an admin's): those are audited, in the
 * transaction that makes them, whoever's event it is. An organizer's edits of their own events are
 * theirs to make and are not (decisions.md item 13).
 */
export const isAdminChange = (user: SessionUser) => can(user.role, 'manage-all-events');

/** Who may change an event: its organizer (with create-events) or anyone who may manage all events. */
export function assertCanManage(user: SessionUser, event: Pick<EventRow, 'organizerId'>) {
  if (can(user.role, 'manage-all-events')) return;
  if (can(user.role, 'create-events') && event.organizerId === user.id) return;
  throw forbidden(said(m.problem_checkout_manage_own_events_only));
}

/** The event if it exists (not deleted) and `user` may manage it: else 404, or 403. */
export async function loadManageableEvent(db: Queryable, user: SessionUser, id: number) {
  const row = await findManageableEvent(db, id);
  if (!row) throw notFound(said(m.problem_event_not_found));
  assertCanManage(user, row.event);
  return row;
}

/** `held`: tickets open checkouts hold, per ticket type (`heldTicketsOf`); sold is paid, never held. */
function toManagedEvent(event: EventRow, organizerName: string, types: TicketTypeRow[], held: Map<number, number>) {
  const active = types.filter((t) => t.isActive);
  const minPrice = active.length ? Math.min(...active.map((t) => t.priceMinor)) : null;
  const managedTypes = types.map((t) => ({
    ...toTicketType(t, event),
    ...ticketCounts(t.soldQuantity, held.get(t.id) ?? 0),
  }));
  return {
    ...toEventSummary(event, minPrice),
    organizer: { id: event.organizerId, name: organizerName },
    ticketTypes: managedTypes,
    saleState: eventSaleState(event, types),
    isActive: event.isActive,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    ticketsSold: managedTypes.reduce((n, t) => n + t.sold, 0),
    ticketsHeld: managedTypes.reduce((n, t) => n + t.held, 0),
    capacity: types.reduce((n, t) => n + t.quantity, 0),
  };
}

async function managedView(db: Queryable, id: number) {
  const row = await findManageableEvent(db, id);
  if (!row) throw notFound(said(m.problem_event_not_found));
  const [types, held] = await Promise.all([ticketTypesOf(db, [id]), heldTicketsOf(db, [id])]);
  return toManagedEvent(row.event, row.organizerName, types, held);
}

interface Times {
  zone: string;
  start: string;
  end: string | null | undefined;
  prefix: string;
}

/** Turns the submitted zone and times into instants, or field errors. */
function resolveTimes({ zone, start, end, prefix }: Times, errors: FieldError[]) {
  if (!isTimeZone(zone))
    errors.push({ path: `${prefix}timeZone`, message: said(m.problem_checkout_unknown_time_zone) });
  const safeZone = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const startsAt = parseEventInstant(start, safeZone);
  if (!startsAt) errors.push({ path: `${prefix}dateTime`, message: said(m.problem_checkout_date_time_invalid) });
  const endsAt = end ? parseEventInstant(end, safeZone) : null;
  if (end && !endsAt)
    errors.push({ path: `${prefix}endDateTime`, message: said(m.problem_checkout_end_date_time_invalid) });
  if (startsAt && endsAt && endsAt < startsAt) {
    errors.push({ path: `${prefix}endDateTime`, message: said(m.org_end_after_start) });
  }
  return { startsAt, endsAt };
}

export async function createEvent(deps: AppDeps, user: SessionUser, body: z.infer<typeof CreateEventBody>) {
  if (!can(user.role, 'create-events')) throw forbidden(said(m.org_denied_create));
  const input = body.event;
  const zone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const errors: FieldError[] = [];
  const { startsAt, endsAt } = resolveTimes(
    { zone, start: input.dateTime, end: input.endDateTime, prefix: 'event.' },
    errors,
  );
  if (startsAt && startsAt.getTime() <= Date.now()) {
    errors.push({ path: 'event.dateTime', message: said(m.problem_checkout_date_time_past) });
  }
  const windows = startsAt
    ? body.ticketTypes.map((t, i) =>
        resolveSalesWindow(t, { timeZone: zone, startsAt, endsAt }, `ticketTypes.${i}.`, errors),
      )
    : [];
  if (errors.length || !startsAt) throw validationFailed(errors);
  const imageUrl = input.imageUrl ?? null;
  const imageVariants = await variantsOfImage(deps, imageUrl);

  const id = await deps.db.transaction(async (tx) => {
    const eventId = await insertEvent(tx, {
      organizerId: user.id,
      title: input.title,
      description: input.description,
      titleMs: input.titleMs ?? null,
      descriptionMs: input.descriptionMs ?? null,
      venue: input.venue,
      location: input.location,
      country: countryOf(input.location),
      category: input.category,
      currency: input.currency,
      timeZone: zone,
      startsAt,
      endsAt,
      imageUrl,
      imageVariants,
    });
    await insertTicketTypes(
      tx,
      body.ticketTypes.map((t, i) => ticketTypeRow(eventId, t, windows[i])),
    );
    return eventId;
  });
  deps.catalogCache.clear();
  return managedView(deps.db, id);
}

/**
 * Edits an event. The row is read locked in the edit's transaction, so two edits at once are made one
 * after the other: the second's times are resolved against, and an admin's audit row compares with,
 * what the first left.
 */
export async function updateEvent(deps: AppDeps, actor: Actor, id: number, patch: z.infer<typeof UpdateEventBody>) {
  await loadManageableEvent(deps.db, actor.user, id);
  // The new poster's variants, from its upload's row: nothing the lock below decides on.
  const imageVariants = patch.imageUrl === undefined ? undefined : await variantsOfImage(deps, patch.imageUrl);
  await deps.db.transaction(async (tx) => {
    const event = await lockManageableEvent(tx, id);
    if (!event) throw notFound(said(m.problem_event_not_found));
    const changes = changesOf(event, patch, imageVariants);
    if (patch.currency !== undefined && patch.currency !== event.currency) {
      if (!(await changeCurrencyIfUnsold(tx, id, patch.currency))) {
        throw conflict(said(m.problem_checkout_currency_locked), 'currency_locked');
      }
    }
    await updateEventRow(tx, id, changes);
    const edited = { ...changes, updatedAt: undefined, imageVariants: undefined, currency: patch.currency };
    const change = isAdminChange(actor.user) && changeOf(event, edited);
    if (change) await recordAudit(tx, actor, { action: 'event.update', targetType: 'event', targetId: id, ...change });
  });
  deps.catalogCache.clear();
  return managedView(deps.db, id);
}

/** The columns an edit sets, its times resolved in the event's zone as it is now (a 422 when they are not times). */
function changesOf(
  event: EventRow,
  patch: z.infer<typeof UpdateEventBody>,
  imageVariants: EventRow['imageVariants'] | undefined,
): Partial<typeof events.$inferInsert> {
  const errors: FieldError[] = [];
  const zone = patch.timeZone ?? event.timeZone;
  const timesChanged = patch.dateTime !== undefined || patch.endDateTime !== undefined || patch.timeZone !== undefined;
  const { startsAt, endsAt } = timesChanged
    ? resolveTimes(
        {
          zone,
          start: patch.dateTime ?? event.startsAt.toISOString(),
          end: patch.endDateTime === undefined ? event.endsAt?.toISOString() : patch.endDateTime,
          prefix: '',
        },
        errors,
      )
    : { startsAt: event.startsAt, endsAt: event.endsAt };
  if (errors.length || !startsAt) throw validationFailed(errors);
  return {
    title: patch.title,
    description: patch.description,
    titleMs: patch.titleMs,
    descriptionMs: patch.descriptionMs,
    venue: patch.venue,
    location: patch.location,
    country: patch.location === undefined ? undefined : countryOf(patch.location),
    category: patch.category,
    imageUrl: patch.imageUrl,
    imageVariants,
    isActive: patch.isActive,
    timeZone: patch.timeZone,
    ...(timesChanged ? { startsAt, endsAt } : {}),
    updatedAt: new Date(),
  };
}

/** The signed-in organizer's events (an admin's: everyone's), with their ticket types and sales. */
export async function listMyEvents(deps: AppDeps, user: SessionUser) {
  if (!can(user.role, 'create-events')) return [];
  const rows = await listManageableEvents(deps.db, can(user.role, 'manage-all-events') ? undefined : user.id);
  const ids = rows.map((r) => r.event.id);
  const [types, held] = await Promise.all([ticketTypesOf(deps.db, ids), heldTicketsOf(deps.db, ids)]);
  return rows.map((r) =>
    toManagedEvent(
      r.event,
      r.organizerName,
      types.filter((t) => t.eventId === r.event.id),
      held,
    ),
  );
}

export async function getMyEvent(deps: AppDeps, user: SessionUser, id: number) {
  const { event, organizerName } = await loadManageableEvent(deps.db, user, id);
  const [types, held] = await Promise.all([ticketTypesOf(deps.db, [id]), heldTicketsOf(deps.db, [id])]);
  return toManagedEvent(event, organizerName, types, held);
}

/**
 * Soft delete (admin): hidden from every list and page, refused at the door, tickets and orders kept.
 * The change and its audit row commit together; restoreEvent undoes it.
 */
export async function deleteEvent(deps: AppDeps, actor: Actor, id: number) {
  if (!can(actor.user.role, 'manage-all-events')) throw forbidden(said(m.problem_checkout_admins_delete_only));
  await deps.db.transaction(async (tx) => {
    const deleted = await softDeleteEvent(tx, id);
    if (!deleted) {
      if (await hasPaidOrders(tx, id)) throw hasPaidOrdersProblem();
      throw notFound(said(m.problem_event_not_found));
    }
    await recordAudit(tx, actor, {
      action: 'event.delete',
      targetType: 'event',
      targetId: id,
      before: { deletedAt: null },
      after: { deletedAt: deleted.deletedAt?.toISOString() },
    });
  });
  deps.catalogCache.clear();
  deps.log.info({ eventId: id, by: actor.user.id }, 'event soft-deleted');
  return { message: 'Event deleted' };
}

export const hasPaidOrdersProblem = () =>
  conflict(said(m.problem_checkout_event_has_paid_orders), 'event_has_paid_orders');

export const notDeleted = () => conflict(said(m.problem_checkout_event_not_deleted), 'event_not_deleted');

/**
 * Undoes a deletion (decisions.md item 13): the event is listed again as it was, with its orders and
 * tickets. Needs what deleting needs. Unknown: 404; not deleted: 409. With its audit row.
 */
export async function restoreEvent(deps: AppDeps, actor: Actor, id: number) {
  if (!can(actor.user.role, 'manage-all-events')) throw forbidden(said(m.problem_checkout_admins_restore_only));
  await deps.db.transaction(async (tx) => {
    const event = await lockDeletion(tx, id);
    if (!event) throw notFound(said(m.problem_event_not_found));
    if (!event.deletedAt) throw notDeleted();
    await clearDeletion(tx, id);
    await recordAudit(tx, actor, {
      action: 'event.restore',
      targetType: 'event',
      targetId: id,
      before: { deletedAt: event.deletedAt.toISOString() },
      after: { deletedAt: null },
    });
  });
  deps.catalogCache.clear();
  return managedView(deps.db, id);
}
