/** What is wrong with an ask: each side words it from the catalog in its reader's language. */
export type StaffRefundReason =
  | 'nothing_chosen'
  | 'ticket_twice'
  | 'complimentary_amount'
  | 'complimentary_none_chosen'
  | 'fee_with_amount'
  | 'fee_without_all_tickets';

/** A field the ask gets wrong, as a problem's `errors` name it, and why. */
export interface FieldError {
  path: string;
  reason: StaffRefundReason;
}

export interface StaffRefundAsk {
  ticketIds?: string[];
  amountMinor?: number;
  includeServiceFee?: boolean;
}

export interface OrderFigures {
  totalMinor: number;
  serviceFeeMinor: number;
  refundedMinor: number;
  /** A box-office order (complimentary): nothing was paid, its tickets are cancelled. */
  isManual: boolean;
  /** The order's tickets still held, each with its order-item price. */
  held: { id: string; priceMinor: number }[];
}

/**
 * The part of a refund that gives back service fee: money past the tickets' total counts as fee
 * (what was given back before this refund first, so its fee part is never counted twice).
 */
export function feePartOf(order: Pick<OrderFigures, 'totalMinor' | 'refundedMinor'>, amountMinor: number) {
  const feeBackBefore = Math.max(0, order.refundedMinor - order.totalMinor);
  return Math.max(0, order.refundedMinor + amountMinor - order.totalMinor) - feeBackBefore;
}

/**
 * What a staff refund gives back (decisions.md item 57): by tickets, their order-item prices (plus the
 * service fee when asked and every ticket still held goes), at most what is left; by an amount, that
 * amount (no ticket changes; more than is left is writeRefund's 409); both, the amount with the tickets.
 * A complimentary order gives back nothing: its tickets are cancelled. Answers the amount and its fee
 * part, or the fields that are wrong. The API writes it; the staff's Refund dialog shows it before confirming.
 */
export function staffRefundAmount(
  ask: StaffRefundAsk,
  order: OrderFigures,
): { amountMinor: number; feeMinor: number } | { errors: FieldError[] } {
  const ticketIds = ask.ticketIds ?? [];
  const errors: FieldError[] = [];
  if (ticketIds.length === 0 && ask.amountMinor === undefined) {
    errors.push({ path: 'ticketIds', reason: 'nothing_chosen' });
  }
  if (new Set(ticketIds).size !== ticketIds.length) {
    errors.push({ path: 'ticketIds', reason: 'ticket_twice' });
  }
  if (order.isManual && ask.amountMinor !== undefined) {
    errors.push({ path: 'amountMinor', reason: 'complimentary_amount' });
  }
  if (order.isManual && ticketIds.length === 0) {
    errors.push({ path: 'ticketIds', reason: 'complimentary_none_chosen' });
  }
  const everyHeldTicket = order.held.length > 0 && order.held.every((t) => ticketIds.includes(t.id));
  if (ask.includeServiceFee && (ask.amountMinor !== undefined || !everyHeldTicket)) {
    errors.push({
      path: 'includeServiceFee',
      reason: ask.amountMinor !== undefined ? 'fee_with_amount' : 'fee_without_all_tickets',
    });
  }
  if (errors.length > 0) return { errors };
  // An amount past what is left is refused by writeRefund's conditional statement (409), read here or not.
  const leftMinor = order.totalMinor + order.serviceFeeMinor - order.refundedMinor;
  if (order.isManual) return { amountMinor: 0, feeMinor: 0 };

  const price = new Map(order.held.map((t) => [t.id, t.priceMinor]));
  const ticketsMinor = ticketIds.reduce((sum, id) => sum + (price.get(id) ?? 0), 0);
  const feeLeft = order.serviceFeeMinor - Math.max(0, order.refundedMinor - order.totalMinor);
  const asked = ask.amountMinor ?? ticketsMinor + (ask.includeServiceFee ? feeLeft : 0);
  const amountMinor = ask.amountMinor ?? Math.min(asked, leftMinor);
  return { amountMinor, feeMinor: feePartOf(order, amountMinor) };
}
