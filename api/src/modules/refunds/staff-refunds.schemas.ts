import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { MAX_ORDER_MINOR } from '@pentas/openapi';
import { fieldMessage } from '../../lib/field-message';
import { multiLineText, singleLineText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';

const ORDER_ID = '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a';
const TICKET_ID = '6d1f3a2b-7c4e-4f5a-8b9c-0d1e2f3a4b5c';

const ticketStatuses = ['active', 'checked_in', 'transferred', 'cancelled', 'refunded'] as const;

export const EventOrdersQuery = PageQuery.extend({
  q: singleLineText()
    .max(254, fieldMessage(m.problem_refunds_search_too_long, { max: 254 }))
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      description:
        "An order number (its first 8 characters) or the buyer's whole e-mail address (any case); no part of an address",
      example: '0b9c1f0e',
    }),
});

/** A reason's or a note's messages: required, and at most 500 characters. */
const reasonMessages = {
  Reason: { required: m.problem_refunds_reason_required, tooLong: m.problem_refunds_reason_too_long },
  Note: { required: m.problem_refunds_note_required, tooLong: m.problem_refunds_note_too_long },
};

const reasonText = (what: keyof typeof reasonMessages) => {
  const { required, tooLong } = reasonMessages[what];
  return multiLineText(fieldMessage(required))
    .min(1, fieldMessage(required))
    .max(500, fieldMessage(tooLong, { max: 500 }));
};

/** An amount to give back, in minor units. */
const minorAmount = () => {
  const wholeMinorUnits = fieldMessage(m.problem_refunds_amount_whole_minor_units);
  return z
    .number(wholeMinorUnits)
    .int(wholeMinorUnits)
    .min(1, fieldMessage(m.problem_refunds_amount_more_than_zero))
    .max(MAX_ORDER_MINOR * 2, fieldMessage(m.problem_refunds_amount_more_than_any_order));
};

const StaffTicket = z
  .object({
    id: z.string().openapi({ example: TICKET_ID }),
    typeName: z.string().openapi({ example: 'General Admission' }),
    status: z.enum(ticketStatuses).openapi({ example: 'active' }),
    priceMinor: z
      .number()
      .int()
      .openapi({ description: 'What it was sold for (the order item), minor units', example: 5000 }),
  })
  .openapi('StaffOrderTicket');

const refundStates = ['paid', 'partly_refunded', 'refunded'] as const;

export const EventOrder = z
  .object({
    id: z.string().openapi({ example: ORDER_ID }),
    number: z.string().openapi({ description: "The order number: its id's first 8 characters", example: '0b9c1f0e' }),
    buyer: z.object({
      name: z.string().nullable().openapi({ example: 'Chloe Tan' }),
      email: z.string().openapi({ example: 'chloe@example.com' }),
    }),
    currency: z.string().openapi({ example: 'MYR' }),
    ticketsMinor: z.number().int().openapi({ description: "The tickets' total (minor units)", example: 10000 }),
    serviceFeeMinor: z.number().int().openapi({ example: 400 }),
    paidMinor: z.number().int().openapi({ description: 'Tickets and service fee (minor units)', example: 10400 }),
    refundedMinor: z.number().int().openapi({ description: 'Given back so far (minor units)', example: 0 }),
    refundState: z.enum(refundStates).openapi({
      description: "'Refunded' when all that was paid is back, 'Partly refunded' above 0",
      example: 'paid',
    }),
    complimentary: z
      .boolean()
      .openapi({ description: 'Issued at the box office: its tickets are cancelled, not refunded', example: false }),
    openRequestId: z
      .string()
      .nullable()
      .openapi({ description: "A buyer's refund request waiting for an answer", example: null }),
    promoCode: z
      .string()
      .nullable()
      .openapi({ description: 'The promo or access code it was priced with; null for none', example: 'EARLYBIRD' }),
    paidAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    tickets: z.array(StaffTicket),
  })
  .openapi('EventOrder');

export const StaffRefundBody = z
  .object({
    ticketIds: z
      .array(z.uuid(fieldMessage(m.problem_not_a_ticket_id)))
      .min(1, fieldMessage(m.problem_refunds_choose_at_least_one_ticket))
      .max(1000, fieldMessage(m.problem_at_most_tickets, { max: 1000 }))
      .optional()
      .openapi({
        description: 'Tickets to give back (each still held); their prices are the amount unless one is given',
      }),
    amountMinor: minorAmount().optional().openapi({
      description: 'An amount to give back (minor units), at most what is left of the order',
      example: 2500,
    }),
    includeServiceFee: z
      .boolean()
      .optional()
      .openapi({ description: "The service fee goes back too: only with all the order's remaining tickets" }),
    reason: reasonText('Reason').openapi({ description: 'Why: shown to the buyer', example: 'Seats double-booked' }),
    includeUsed: z
      .boolean()
      .optional()
      .openapi({ description: 'Admins only: tickets already used at the door may be refunded too' }),
  })
  .openapi('StaffRefundRequest');

export const StaffRefundResult = z
  .object({
    refund: z.object({
      id: z.string().openapi({ example: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' }),
      amountMinor: z.number().int().openapi({ example: 5000 }),
      feeMinor: z.number().int().openapi({ example: 0 }),
      currency: z.string().openapi({ example: 'MYR' }),
      tickets: z.array(z.string()).openapi({ example: [TICKET_ID] }),
    }),
    order: z.object({
      id: z.string().openapi({ example: ORDER_ID }),
      refundedMinor: z.number().int().openapi({ description: "The order's new refunded total", example: 5000 }),
      refundState: z.enum(refundStates).openapi({ example: 'partly_refunded' }),
    }),
  })
  .openapi('StaffRefund');

const requestStates = ['requested', 'approved', 'refused'] as const;

export const RefundRequestsQuery = PageQuery.extend({
  state: z
    .enum(requestStates, fieldMessage(m.problem_refunds_request_state_one_of))
    .optional()
    .openapi({
      param: { name: 'state', in: 'query' },
      description: "Default 'requested' (waiting for an answer)",
      example: 'requested',
    }),
});

export const RefundRequestIdParam = z.object({
  id: z
    .uuid(fieldMessage(m.problem_not_a_refund_request_id))
    .openapi({ param: { name: 'id', in: 'path', required: true }, example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }),
});

export const RefundRequestView = z
  .object({
    id: z.string().openapi({ example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }),
    state: z.enum(requestStates).openapi({ example: 'requested' }),
    reason: z.string().openapi({ description: "The buyer's words", example: 'I am in hospital that week' }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    event: z.object({
      id: z.number().int().openapi({ example: 12 }),
      title: z.string().openapi({ example: 'Jazz by the River' }),
      startsAt: z.string().openapi({ example: '2026-11-25T12:00:00.000Z' }),
      timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
    }),
    order: z.object({
      id: z.string().openapi({ example: ORDER_ID }),
      number: z.string().openapi({ example: '0b9c1f0e' }),
      currency: z.string().openapi({ example: 'MYR' }),
      paidMinor: z.number().int().openapi({ example: 10400 }),
      refundedMinor: z.number().int().openapi({ example: 0 }),
    }),
    buyer: z.object({
      name: z.string().nullable().openapi({ example: 'Chloe Tan' }),
      email: z.string().openapi({ example: 'chloe@example.com' }),
    }),
    tickets: z.array(StaffTicket),
    ticketsMinor: z.number().int().openapi({
      description: "The asked tickets' full price (minor units): what approving gives by default",
      example: 10000,
    }),
    policy: z
      .object({
        tier: z.string().openapi({ example: 'under_7_days' }),
        percent: z.number().int().openapi({ example: 0 }),
        refundMinor: z.number().int().openapi({ example: 0 }),
      })
      .openapi({ description: "What the buyer's own request would give today (decision 52: nothing under 7 days)" }),
    decision: z
      .object({
        note: z.string().nullable().openapi({ example: null }),
        decidedAt: z.string().openapi({ example: '2026-11-22T10:00:00.000Z' }),
        refundId: z.string().nullable().openapi({ example: null }),
      })
      .nullable(),
  })
  .openapi('RefundRequest');

export const ApproveRequestBody = z
  .object({
    amountMinor: minorAmount().optional().openapi({
      description: "Minor units; default the asked tickets' full price (at most what is left)",
      example: 10000,
    }),
    note: reasonText('Note').optional().openapi({ example: 'Get well soon' }),
  })
  .openapi('ApproveRefundRequest');

export const RefuseRequestBody = z
  .object({
    reason: reasonText('Reason').openapi({
      description: 'Why: sent to the buyer',
      example: 'The event is in two days',
    }),
  })
  .openapi('RefuseRefundRequest');

export const RequestDecision = z
  .object({
    id: z.string().openapi({ example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }),
    state: z.enum(['approved', 'refused']).openapi({ example: 'approved' }),
    refundId: z
      .string()
      .nullable()
      .openapi({ description: 'The refund an approval made', example: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' }),
    amountMinor: z
      .number()
      .int()
      .openapi({ description: 'What the approval gives back (minor units); 0 for a refusal', example: 10000 }),
  })
  .openapi('RefundRequestDecision');
