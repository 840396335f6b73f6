import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { orders, users } from '../../db/schema';
import { conflict, validationFailed } from '../../lib/errors';
import { parseEventInstant } from '../../lib/instants';
import { said } from '../../lib/said';
import { type Actor, recordAudit } from '../audit';
import { eventCancelledProblem, eventEndedProblem, isEnded, loadManageableEvent } from '../events';
import { ordersAsO, owedBack, paidThroughUs } from '../orders';
import type { PostponeEventBody } from './cancellations.schemas';

interface Moved extends Record<string, unknown> {
  was_start: string | Date;
  starts_at: string | Date;
  ends_at: string | Date | null;
  postponed_at: string | Date;
  postponed_from: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The new times, in the event's zone: the start must be a time later than the current start; the end,
 * when sent, after the new start; when not sent, the event keeps its length (decision 59).
 */
function newTimes(body: z.infer<typeof PostponeEventBody>, event: { startsAt: Date; timeZone: string }) {
  const startsAt = parseEventInstant(body.startsAt, event.timeZone);
  if (!startsAt) throw validationFailed([{ path: 'startsAt', message: said(m.problem_checkout_date_time_invalid) }]);
  if (startsAt <= event.startsAt)
    throw validationFailed([{ path: 'startsAt', message: said(m.problem_codes_postpone_start_later) }]);
  const endsAt = body.endsAt ? parseEventInstant(body.endsAt, event.timeZone) : null;
  if (body.endsAt && (!endsAt || endsAt <= startsAt))
    throw validationFailed([{ path: 'endsAt', message: said(m.problem_codes_postpone_end_after_start) }]);
  return { startsAt, endsAt };
}

/**
 * Every buyer with a paid order not refunded in full is told, by ONE insert … select (10 000 buyers:
 * one statement), in the postponement's transaction. The key names the order and this postponement,
 * so a second write of the same one is a no-op and a later postponement mails again.
 */
async function tellBuyers(tx: Tx, eventId: number, moved: Moved, message: string | null) {
  const postponement = new Date(moved.postponed_at).getTime();
  const told = await tx.execute(sql`
    insert into mail_outbox (key, kind, recipient, recipient_name, order_id, data)
    select 'event-postponed:' || o.id || ':' || ${postponement}::text, 'event_postponed',
      -- To whom the confirmation went (migration 0022): the checkout's address, else the account's.
      coalesce(o.customer_email, u.email), coalesce(o.customer_name, u.name), o.id,
      jsonb_strip_nulls(jsonb_build_object('eventId', ${eventId}::text, 'from', ${iso(moved.was_start)}::text,
        'to', ${iso(moved.starts_at)}::text, 'postponedAt', ${iso(moved.postponed_at)}::text, 'message', ${message}::text))
    from ${orders} o join ${users} u on u.id = o.user_id
    where o.event_id = ${eventId} and o.status = 'completed' and ${paidThroughUs(ordersAsO)} and ${owedBack(ordersAsO)} > 0
    on conflict (key) do nothing`);
  await tx.execute(sql`select pg_notify('mail_outbox', '')`);
  return told.count ?? 0;
}

/** The refusal of a postponement that lost a race: the checks again, on the event as it now is. */
async function whyNotMoved(deps: AppDeps, actor: Actor, eventId: number, body: z.infer<typeof PostponeEventBody>) {
  const { event } = await loadManageableEvent(deps.db, actor.user, eventId);
  if (event.cancelledAt) return eventCancelledProblem();
  if (isEnded(event)) return eventEndedProblem();
  newTimes(body, event);
  return conflict(said(m.problem_codes_event_changed), 'event_not_cancellable');
}

/**
 * `POST /api/events/{id}/postpone` (decision 59): new dates for the event, by its organizer or an admin.
 * One conditional statement (not cancelled, not deleted, not ended, the start moving later) sets them,
 * with `postponed_at` = now and `postponed_from` = the start before the FIRST postponement; its audit row
 * and every buyer's mail in the same transaction. The buyers may then ask for a full refund for 30 days.
 */
export async function postponeEvent(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  body: z.infer<typeof PostponeEventBody>,
) {
  const { event } = await loadManageableEvent(deps.db, actor.user, eventId);
  if (event.cancelledAt) throw eventCancelledProblem();
  if (isEnded(event)) throw eventEndedProblem();
  const { startsAt, endsAt } = newTimes(body, event);
  const message = body.message || null;
  const result = await deps.db.transaction(async (tx) => {
    const [moved] = await tx.execute<Moved>(sql`
      update events e set starts_at = ${startsAt.toISOString()}::timestamptz,
        ends_at = ${
          endsAt
            ? sql`${endsAt.toISOString()}::timestamptz`
            : sql`case when old.ends_at is null then null else ${startsAt.toISOString()}::timestamptz + (old.ends_at - old.starts_at) end`
        },
        postponed_at = now(), postponed_from = coalesce(e.postponed_from, old.starts_at), updated_at = now()
      from (select id, starts_at, ends_at from events where id = ${eventId} for update) old
      where e.id = old.id and e.cancelled_at is null and e.deleted_at is null
        and coalesce(old.ends_at, old.starts_at) >= now() and old.starts_at < ${startsAt.toISOString()}::timestamptz
      returning old.starts_at as was_start, e.starts_at, e.ends_at, e.postponed_at, e.postponed_from`);
    // Changed since it was read (cancelled, deleted or moved at the same moment): say what it is now.
    if (!moved) throw await whyNotMoved(deps, actor, eventId, body);
    const buyersTold = await tellBuyers(tx, eventId, moved, message);
    await recordAudit(tx, actor, {
      action: 'event.postpone',
      targetType: 'event',
      targetId: eventId,
      before: { dateTime: iso(moved.was_start) },
      after: { dateTime: iso(moved.starts_at), buyersTold, ...(message ? { message } : {}) },
    });
    return { moved, buyersTold };
  });
  deps.catalogCache.clear();
  deps.log.info({ eventId, by: actor.user.id, buyersTold: result.buyersTold }, 'event postponed');
  return {
    eventId,
    dateTime: iso(result.moved.starts_at),
    endDateTime: result.moved.ends_at === null ? null : iso(result.moved.ends_at),
    postponedAt: iso(result.moved.postponed_at),
    postponedFrom: iso(result.moved.postponed_from),
    buyersTold: result.buyersTold,
  };
}
