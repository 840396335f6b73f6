/**
 * An order's refund status (decisions.md item 55): "Refunded" when all that was paid is back, or when
 * something was given back and none of its tickets is left (the policy kept the service fee, or a share
 * of the price: the refund is complete all the same); "Partly refunded" when some money is back and
 * tickets are still valid. A free order's tickets given back leave nothing refunded: none.
 */
export function refundStatusOf(
  order: { refundedMinor: number; totalMinor: number; serviceFeeMinor: number },
  validTickets: number,
) {
  if (order.refundedMinor === 0) return 'none' as const;
  if (order.refundedMinor >= order.totalMinor + order.serviceFeeMinor || validTickets === 0) return 'refunded' as const;
  return 'partly_refunded' as const;
}

/** The same in the words of lists and exports: a completed order's refunds named, else its status. */
export function orderStatusWords(
  order: { status: string; refundedMinor: number; totalMinor: number; serviceFeeMinor: number },
  validTickets: number,
) {
  if (order.status !== 'completed') return order.status;
  const refund = refundStatusOf(order, validTickets);
  return refund === 'none' ? order.status : refund === 'refunded' ? 'refunded' : 'partly refunded';
}
