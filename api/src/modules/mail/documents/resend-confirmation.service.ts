import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../context';
import { conflict, notFound, RateLimitedError } from '../../../lib/errors';
import { can } from '../../../lib/permissions';
import { countOne, secondsLeftInWindow } from '../../../lib/rate-limit';
import type { SessionUser } from '../../../lib/session-user';
import { orderForMail } from '../../orders';
import { queueMail } from '../queue-mail';

/** A buyer may have their confirmation sent again this many times an hour per order (issue 28). */
const RESENDS_PER_HOUR = 3;
const HOUR = 3600;

const waitWords = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
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
  if (!order || !mayResend(user, order)) throw notFound('Order not found.');
  if (order.status !== 'completed') {
    throw conflict('This order is not paid yet: there is no confirmation to send.', 'order_not_completed');
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
    throw new RateLimitedError(
      `The confirmation was already sent again ${RESENDS_PER_HOUR} times this hour. You can send it again in ${waitWords(seconds)}.`,
      seconds,
    );
  }
  return { recipient: order.buyer.email };
}
