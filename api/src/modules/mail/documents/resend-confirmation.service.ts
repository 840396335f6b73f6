import { randomUUID } from 'node:crypto';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../../context';
import { conflict, notFound, RateLimitedError } from '../../../lib/errors';
import { can } from '../../../lib/permissions';
import { countOne, secondsLeftInWindow } from '../../../lib/rate-limit';
import { said } from '../../../lib/said';
import type { SessionUser } from '../../../lib/session-user';
import { orderForMail } from '../../orders';
import { queueMail } from '../queue-mail';

/** A buyer may have their confirmation sent again this many times an hour per order (issue 28). */
const RESENDS_PER_HOUR = 3;
const HOUR = 3600;

/** The 429 of a confirmation sent again RESENDS_PER_HOUR times this hour, saying how long to wait. */
export const resendLimitReached = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  const words =
    minutes <= 1
      ? said(m.problem_account_resend_limit_minute, { times: RESENDS_PER_HOUR })
      : said(m.problem_account_resend_limit_minutes, { times: RESENDS_PER_HOUR, minutes });
  return new RateLimitedError(words, seconds);
};

/**
 * Who may send an order's mail again: its buyer, platform staff, and the event's organizer for an
 * attendee who lost it (their event's Orders screen). Anyone else gets the 404 of an unknown order.
 */
const mayResend = (user: SessionUser, order: { buyerId: string; organizerId: string }) =>
  order.buyerId === user.id ||
  can(user.role, 'admin-panel') ||
  (can(user.role, 'create-events') && order.organizerId === user.id);

/**
 * `POST /api/orders/{id}/resend-confirmation`: the order's confirmation (or box-office tickets) mailed
 * again, rendered fresh by the send job. The hour's slot is taken by one conditional statement in the
 * transaction that writes the mail, so concurrent clicks never send more than RESENDS_PER_HOUR.
 */
export async function resendConfirmation(deps: AppDeps, user: SessionUser, orderId: string) {
  const order = await orderForMail(deps, orderId);
  if (!order || !mayResend(user, order)) throw notFound(said(m.problem_order_not_found));
  if (order.status !== 'completed') {
    throw conflict(said(m.problem_account_order_not_paid_confirmation), 'order_not_completed');
  }
  const limitKey = `resend-confirmation:${order.id}`;
  const queued = await deps.db.transaction(async (tx) => {
    const slot = await tx.execute(countOne(limitKey, HOUR, RESENDS_PER_HOUR));
    if (slot.length === 0) return false;
    await queueMail(tx, {
      key: `order-confirmation:${order.id}:resend:${randomUUID()}`,
      kind: order.issuedByBoxOffice ? 'box_office_tickets' : 'order_confirmation',
      recipient: order.buyer.email,
      recipientName: order.buyer.name,
      orderId: order.id,
    });
    return true;
  });
  if (!queued) {
    const seconds = await secondsLeftInWindow(deps.db, limitKey, HOUR);
    throw resendLimitReached(seconds);
  }
  return { recipient: order.buyer.email };
}
