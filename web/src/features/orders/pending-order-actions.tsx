import { OrderResumeActions } from './order-resume-actions';
import type { OrderDetail } from './queries';

/** A pending order's page offers what its dashboard row does: the hold's countdown, 'Complete payment', 'Start again'. */
export function PendingOrderActions({ order }: { order: OrderDetail }) {
  return (
    <OrderResumeActions
      order={{
        id: order.id,
        status: order.status,
        expiresAt: order.holdExpiresAt,
        startedAgainAs: null,
        currency: order.currency,
      }}
    />
  );
}
