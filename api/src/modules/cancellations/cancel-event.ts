import { m } from '@pentas/i18n/messages';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { conflict } from '../../lib/errors';
import { said } from '../../lib/said';
import { type Actor, recordAudit } from '../audit';
import { loadManageableEvent } from '../events';
import { cancellationProgress } from './cancellation-progress';

export const notCancellable = () => conflict(said(m.problem_codes_event_not_cancellable), 'event_not_cancellable');

/**
 * `POST /api/events/{id}/cancel` (decision 58): the event's organizer or an admin calls it off. One
 * conditional statement (not cancelled, not deleted, not ended: an event under way may be cancelled)
 * with its audit row and the notice that wakes the refund job, in one transaction. From its commit the
 * event sells nothing, admits nobody and its tickets move no more; the job (refunds module's
 * cancellation step) then refunds every paid order in full, and its progress is read by
 * cancellationProgress.
 */
export async function cancelEvent(deps: AppDeps, actor: Actor, eventId: number, reason: string) {
  await loadManageableEvent(deps.db, actor.user, eventId);
  await deps.db.transaction(async (tx) => {
    const [cancelled] = await tx.execute<{ cancelled_at: string | Date }>(sql`
      update events set cancelled_at = now(), cancel_reason = ${reason}, updated_at = now()
      where id = ${eventId} and cancelled_at is null and deleted_at is null
        and coalesce(ends_at, starts_at) >= now()
      returning cancelled_at`);
    if (!cancelled) throw notCancellable();
    await recordAudit(tx, actor, {
      action: 'event.cancel',
      targetType: 'event',
      targetId: eventId,
      before: { cancelledAt: null },
      after: { cancelledAt: new Date(cancelled.cancelled_at).toISOString(), reason },
    });
    await tx.execute(sql`select pg_notify('refunds', '')`);
  });
  deps.catalogCache.clear();
  deps.log.info({ eventId, by: actor.user.id }, 'event cancelled');
  return cancellationProgress(deps, actor, eventId);
}
