import type { OrderDetail } from './queries';

/**
 * What a pending order's page offers besides its status: the slot for the pending-order work of
 * issue 26 (a live countdown of the hold and 'Complete payment', which reopens its checkout; 'start
 * again' once the hold has lapsed). Until that lands it offers nothing, and the page only says that
 * payment was not completed and how long the tickets are held.
 */
export function PendingOrderActions(_props: { order: OrderDetail }) {
  return null;
}
