/**
 * Every `code` a problem+json answer can carry, with its one-line meaning: the closed list that the
 * API document publishes as an enum (so generated clients type `problem.code` as a union) and that the
 * integrator's guide prints as its 'Error codes' table. A new code is added here first; AppError takes
 * nothing else. Clients switch on these, never on the words of `detail`.
 */
export const errorCodes = {
  // Any operation
  bad_request: 'The request is malformed: JSON that does not parse, or a parameter that cannot be read.',
  unsupported_media_type: 'The body is not of a type the operation takes (JSON operations take `application/json`).',
  body_too_large: 'The request body is over the size limit.',
  validation_failed: 'Input failed validation; `errors[]` names each field and what is wrong with it.',
  unauthorized: 'Not signed in, or the session has ended: sign in again.',
  forbidden: 'Signed in, but the role or ownership does not allow it, or the request came from another site.',
  not_found: 'No such thing, or it was deleted (or is not yours to see).',
  method_not_allowed: 'The path exists, but not with this method.',
  rate_limited: 'Too many requests of this kind: wait a little (the `detail` says how long) and try again.',
  internal_error: 'Something went wrong on our side; `requestId` finds it in our logs.',
  database_unavailable:
    'Our database is briefly out of reach (a restart or a failover): wait for `Retry-After` seconds and try again.',
  // Accounts
  email_taken: 'An account with this e-mail already exists: sign in instead.',
  auth_refused: 'The account service refused the request (for example a password it does not accept).',
  organizes_upcoming_event:
    'The account organizes an event that has not ended: delete it or wait until it ends before deleting the account.',
  reset_link_invalid:
    'The password reset link is unknown, already used or expired (after 30 minutes): ask for a new one.',
  // Events and ticket types
  currency_locked: "The event's currency cannot change once tickets have been ordered.",
  quantity_below_sold: 'A ticket type cannot be set below the number already sold or held.',
  // Posters
  file_too_large: 'The poster is over 5 MB.',
  unsupported_image: 'The poster is not a JPEG, PNG or WebP image.',
  upload_expired: 'The upload link has expired: ask for a new one.',
  upload_used: 'The upload link was already used: ask for a new one.',
  not_uploaded: 'The file never arrived at the upload link.',
  // Checkout and payments
  prices_changed: 'A price (or the event) changed since the cart was filled: reload it and try again.',
  not_enough_tickets: 'Fewer tickets are left than asked for; `detail` says how many.',
  too_many_pending: 'The account has too many unpaid checkouts open: finish or delete one first.',
  event_ended: 'The event has ended (its end, or its start when it has none, has passed): it is no longer sold.',
  sales_not_started: 'A ticket type is not on sale yet; `detail` says when its sales open.',
  sales_ended: "A ticket type's sales have closed (at its sales end, by default the event's start).",
  free_ticket_limit: 'The account already has as many free tickets of this event as one account may take.',
  payment_method_not_available: 'That payment method is not offered for this currency.',
  payment_provider_unavailable: 'The payment provider did not answer: nothing was charged; try again shortly.',
  payment_canceled: 'The payment was cancelled (the order was deleted or its hold lapsed): start checkout again.',
  payment_processing: 'The payment is still being processed by the provider: try again in a few minutes.',
  invalid_signature: 'A webhook whose signature is missing, wrong or too old.',
  malformed_event: 'A correctly signed webhook body that is not a payment provider event.',
  // Orders
  order_cancelled: 'The order was cancelled while checkout started: start again.',
  order_completed: 'The order is paid and has its tickets, so it cannot be deleted.',
  order_failed: 'The order failed and is kept as a record of the payment.',
  order_changed: 'The order changed while this request ran: reload it.',
  hold_expired:
    "The order's hold on its tickets has lapsed, so its payment cannot be completed: start again with the same tickets.",
  order_not_completed: 'The order is not paid and issued yet: it has no receipt or confirmation to send.',
  no_tickets_to_print:
    "None of the order's tickets is yours to use now (transferred, used or cancelled): there is nothing to print.",
  order_started_again:
    'The order was already started again with the same tickets (or is being, by another request): open the new order.',
  // Tickets and the door
  invalid_qr_code: 'The code is not a genuine Pentas ticket code; `reason` says which check failed.',
  ticket_used: 'The ticket has already been checked in.',
  ticket_transferred: 'The ticket was transferred to someone else; its old code no longer admits.',
  ticket_cancelled: 'The ticket was cancelled (its event was called off).',
  ticket_unusable: 'The ticket cannot be used for this.',
  recipient_not_found: 'No Pentas account uses that e-mail address.',
  // The admin panel
  own_role: 'An admin cannot change their own role: another admin must.',
  last_admin: 'The last admin cannot stop being one: make someone else an admin first.',
  event_not_deleted: 'The event is not deleted, so there is nothing to restore.',
  // The box office (manual tickets)
  event_not_open: 'The event is inactive or already over: no tickets can be issued for it.',
  ticket_type_inactive: 'The ticket type is inactive (not on sale): no tickets can be issued of it.',
  idempotency_conflict:
    'This `Idempotency-Key` was already used for a different request: send a new key with a new request.',
  // Analytics exports
  too_many_exports:
    'As many CSV exports as allowed are already streaming (for the account, or on this server): try again after `Retry-After` seconds.',
  self_issue: 'A reseller cannot issue box-office tickets to their own account.',
  no_allocation:
    'The reseller holds no allocation of this ticket type: the organizer (or an admin) must grant one first.',
  allocation_exceeded: 'Fewer tickets are left of the allocation than asked for; `detail` says how many.',
  allocation_below_issued: 'An allocation cannot be lowered below the tickets already issued from it.',
  not_a_reseller:
    'No reseller account has that e-mail address (no account, or one of another role: one answer): allocations are for resellers only.',
  settlement_exceeds_outstanding: 'A settlement cannot be more than what the reseller still owes for the event.',
  // The mail viewer
  mail_waiting: 'The mail is waiting to be sent already (or another resend of it was just made): nothing to resend.',
  // Resellers and affiliates
  no_affiliate_code:
    'The caller has no affiliate code yet, so there are no affiliate stats: ask for the code first (`GET /api/admin/affiliate-code`).',
  // Refunds and cancellations (issue 29)
  refund_exceeds_remaining:
    'A refund cannot be more than what is left of the order to give back; `detail` says how much is.',
  ticket_not_refundable:
    'A ticket asked for is not refundable now: used at the door, transferred, refunded already, or not on this order.',
  refund_not_due:
    'The refund policy gives nothing back for this now (under 7 days before the event): ask the organizer instead.',
  refund_request_open: 'The order already has a refund request waiting for an answer.',
  refund_request_decided: 'The refund request has been answered already.',
  event_cancelled: 'The event has been cancelled: its tickets are refunded and no longer sold, used or transferred.',
  refund_not_to_settle:
    'Only a failed or manual refund is settled by hand: this one is still with the payment provider or settled already.',
  event_not_cancellable: 'The event has ended, or has been cancelled or deleted already.',
  event_has_paid_orders:
    'The event has paid orders not yet refunded: cancel it instead (its buyers are refunded), then delete it.',
  refund_quote_changed:
    'What asking gives back has changed since it was shown (a day passed into another tier): look at the new amount first.',
  // Promo and access codes (issue 30)
  promo_code_not_valid:
    'The code is not valid for this checkout: unknown for the event, deleted, not valid yet or any more (`detail` says which), or a hidden ticket type it does not reveal.',
  promo_code_used_up:
    'The code has fewer uses left than the tickets it would apply to; `detail` says how many are left.',
  promo_code_limit_per_buyer:
    'The code allows each buyer only so many tickets, and this order would pass it; `detail` says how many are left to you.',
  promo_code_taken: 'The event already has a live code with that text (codes are matched whatever their case).',
  promo_code_below_used: "A code's limit or reservation cannot go below the tickets already bought with it.",
  // The waiting list (issue 30)
  waiting_list_closed: 'The ticket type has no waiting list open now (turned off, or its event no longer sells).',
  tickets_still_on_sale: 'Tickets of this type are still on sale: a waiting list is joined only when it is sold out.',
  already_on_waiting_list: 'The buyer is on this waiting list already (waiting, or with an offer open).',
  entry_not_waiting: 'The waiting-list entry is no longer waiting: offered, bought, expired or left.',
  waiting_list_free_type: 'Free ticket types have no waiting list: an offer is an order to pay.',
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];
