import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { staffRefundAmount } from '@pentas/openapi/staff-refund-amount';
import type { StaffRefundBody } from './mutations';
import type { EventOrder } from './queries';
import { leftToRefund, typedAmount } from './refund-words';

export interface RefundChoice {
  ticketIds: string[];
  amountText: string;
  includeServiceFee: boolean;
  reason: string;
}

/** The tickets staff may give back: still held; used ones only by an admin (the API's override). */
export const refundableTickets = (order: EventOrder, mayIncludeUsed: boolean) =>
  order.tickets.filter((t) => t.status === 'active' || (mayIncludeUsed && t.status === 'checked_in'));

/** Whether the service fee may go back: with every ticket still held, and no amount of one's own. */
export function feeCanGoBack(order: EventOrder, choice: RefundChoice) {
  const held = order.tickets.filter((t) => t.status === 'active' || t.status === 'checked_in');
  return (
    !order.complimentary &&
    order.serviceFeeMinor > 0 &&
    !choice.amountText.trim() &&
    held.length > 0 &&
    held.every((t) => choice.ticketIds.includes(t.id))
  );
}

/** What the refund gives back, reckoned by the API's own rule (staff-refund-amount.ts): shown before confirming. */
export function refundTotal(order: EventOrder, choice: RefundChoice) {
  const typed = choice.amountText.trim() ? (typedAmount(choice.amountText) ?? 0) : undefined;
  const amount = staffRefundAmount(
    {
      ticketIds: choice.ticketIds,
      amountMinor: order.complimentary ? undefined : typed,
      includeServiceFee: choice.includeServiceFee && feeCanGoBack(order, choice),
    },
    {
      totalMinor: order.ticketsMinor,
      serviceFeeMinor: order.serviceFeeMinor,
      refundedMinor: order.refundedMinor,
      isManual: order.complimentary,
      held: order.tickets.filter((t) => t.status === 'active' || t.status === 'checked_in'),
    },
  );
  return 'errors' in amount ? 0 : amount.amountMinor;
}

/** The form's own checks, each beside its field, before anything is sent. */
export function choiceProblems(order: EventOrder, choice: RefundChoice): Record<string, string> {
  const found: Record<string, string> = {};
  const amountText = choice.amountText.trim();
  if (choice.ticketIds.length === 0 && !amountText) {
    found.ticketIds = order.complimentary ? m.sales_choose_to_cancel() : m.sales_choose_to_refund();
  }
  if (amountText) {
    const amount = typedAmount(amountText);
    if (amount === undefined || amount <= 0) found.amountMinor = m.sales_enter_refund_amount();
    else if (amount > leftToRefund(order)) found.amountMinor = m.sales_more_than_left();
  }
  if (!choice.reason.trim()) found.reason = m.sales_say_why();
  else if (choice.reason.trim().length > 500) found.reason = m.sales_at_most_chars({ count: 500 });
  return found;
}

/** The request body for the choice; `includeUsed` when an admin gives back a ticket used at the door. */
export function refundBody(order: EventOrder, choice: RefundChoice): StaffRefundBody {
  const amountText = choice.amountText.trim();
  const usedChosen = order.tickets.some((t) => t.status === 'checked_in' && choice.ticketIds.includes(t.id));
  return {
    reason: choice.reason.trim(),
    ...(choice.ticketIds.length ? { ticketIds: choice.ticketIds } : {}),
    ...(amountText ? { amountMinor: typedAmount(amountText) } : {}),
    ...(choice.includeServiceFee && feeCanGoBack(order, choice) ? { includeServiceFee: true } : {}),
    ...(usedChosen ? { includeUsed: true } : {}),
  };
}

/** A refused refund's words beside the field they concern (a 409 about tickets or the amount too). */
export function serverProblems(error: unknown): { fields: Record<string, string>; message?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? m.auth_something_went_wrong() : undefined };
  const { code } = error.problem;
  if (code === 'refund_exceeds_remaining') return { fields: { amountMinor: error.message } };
  if (code === 'ticket_not_refundable') return { fields: { ticketIds: error.message } };
  const fields = error.fieldErrors;
  return Object.keys(fields).length ? { fields } : { fields: {}, message: error.message };
}
