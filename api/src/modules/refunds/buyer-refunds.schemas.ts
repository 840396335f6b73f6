import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { multiLineText, priceText } from '../../lib/input-schemas';
import { OrderRefund, OrderRefundRequest, orderRefundExample, orderRefundRequestExample } from '../orders';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const TICKET_LIST = new RegExp(`^${UUID}(,${UUID}){0,99}$`);
const ticketExample = '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14';

export const RefundQuoteQuery = z.object({
  ticketIds: z
    .string()
    .regex(TICKET_LIST, fieldMessage(m.problem_refunds_ticket_id_list, { max: 100 }))
    .optional()
    .openapi({
      param: { name: 'ticketIds', in: 'query' },
      description:
        'The tickets asked about, by id, separated by commas; none: every ticket of the order the caller holds',
      example: ticketExample,
    }),
});

export const RefundQuote = z
  .object({
    ticketIds: z.array(z.string()).openapi({ example: [ticketExample] }),
    currency: z.string().openapi({ example: 'MYR' }),
    tier: z.enum(['more_than_30_days', 'from_7_to_30_days', 'under_7_days', 'postponed', 'nothing_paid']).openapi({
      description:
        "What decides the outcome: the policy's tier by the days to the event (decisions.md item 52), a postponed event's 30-day window (everything back, service fee included), or an order with nothing paid (its tickets are cancelled at once)",
      example: 'from_7_to_30_days',
    }),
    percent: z.number().int().openapi({ description: "The tier's share of the tickets' price", example: 75 }),
    daysBeforeEvent: z
      .number()
      .int()
      .openapi({ description: "Whole days from today to the event's start day, on the event's calendar", example: 12 }),
    ticketsPrice: z.string().openapi({ description: 'What the chosen tickets cost', example: '100.00' }),
    amount: z
      .string()
      .openapi({ description: 'What the buyer gets back, service fee part included', example: '75.00' }),
    serviceFeeBack: z
      .string()
      .openapi({ description: 'The part of the amount that is the service fee', example: '0.00' }),
    serviceFeeKept: z
      .string()
      .openapi({ description: "The order's service fee that is not given back (with this refund)", example: '2.50' }),
    automatic: z.boolean().openapi({
      description:
        'true: asking refunds at once (201); false (under 7 days before the event): the request goes to the organizer with a reason (202)',
      example: true,
    }),
    postponementLastDay: z.string().nullable().openapi({
      description: "The event was postponed: the last day (event's calendar, YYYY-MM-DD) of its full-refund window",
      example: null,
    }),
  })
  .openapi('RefundQuote');

export const refundQuoteExample: z.input<typeof RefundQuote> = {
  ticketIds: [ticketExample],
  currency: 'MYR',
  tier: 'from_7_to_30_days',
  percent: 75,
  daysBeforeEvent: 12,
  ticketsPrice: '100.00',
  amount: '75.00',
  serviceFeeBack: '0.00',
  serviceFeeKept: '2.50',
  automatic: true,
  postponementLastDay: null,
};

export const RefundRequestBody = z
  .object({
    ticketIds: z
      .array(z.uuid(fieldMessage(m.problem_not_a_ticket_id)))
      .min(1, fieldMessage(m.problem_refunds_choose_at_least_one_ticket))
      .max(100, fieldMessage(m.problem_at_most_tickets_at_once, { max: 100 }))
      .optional()
      .openapi({ description: 'The tickets to refund; none: every ticket of the order the caller holds' }),
    reason: multiLineText()
      .min(1, fieldMessage(m.problem_refunds_tell_organizer_why))
      .max(1000, fieldMessage(m.sales_at_most_chars, { count: 1000 }))
      .optional()
      .openapi({ description: 'Why: required under 7 days before the event (the organizer reads it)' }),
    expectedAmount: priceText(fieldMessage(m.problem_refunds_amount_shown)).optional().openapi({
      description:
        "The quote's `amount` the buyer saw: when today's differs (a day passed into another tier), nothing is written and the answer is a 409 `refund_quote_changed` with the new `amount`",
      example: '75.00',
    }),
  })
  .openapi('RefundRequestBody');

export const refundRequestBodyExample: z.input<typeof RefundRequestBody> = { ticketIds: [ticketExample] };

export const RefundGiven = z.object({ refund: OrderRefund }).openapi('RefundGiven');
export const RefundRequested = z.object({ request: OrderRefundRequest }).openapi('RefundRequested');
export const refundGivenExample = { refund: orderRefundExample };
export const refundRequestedExample = { request: orderRefundRequestExample };
