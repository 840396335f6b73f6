import { m } from '@pentas/i18n/messages';
import { conflict, RateLimitedError } from '../../lib/errors';
import { cookieAuth, documentedProblem, jsonBody, jsonContent, problems, problemsOfOneStatus } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { said } from '../../lib/said';
import { OrderIdParam } from '../orders';
import {
  RefundGiven,
  RefundQuote,
  RefundQuoteQuery,
  RefundRequestBody,
  RefundRequested,
  refundGivenExample,
  refundQuoteExample,
  refundRequestBodyExample,
  refundRequestedExample,
} from './buyer-refunds.schemas';
import { quoteChanged } from './buyer-refunds.service';

const WHO =
  "The order's buyer only, for tickets they still hold that are active (a ticket transferred away is not theirs to refund); anyone else, staff included, gets the 404 of an unknown order.";

const refusals = {
  ticket_not_refundable: conflict(said(m.problem_codes_ticket_not_yours_to_refund), 'ticket_not_refundable'),
  order_not_completed: conflict(said(m.problem_codes_order_not_paid), 'order_not_completed'),
  event_cancelled: conflict(said(m.problem_codes_event_cancelled_refunded), 'event_cancelled'),
};

export const getRefundQuote = defineRoute({
  method: 'get',
  path: '/api/orders/{id}/refund-quote',
  operationId: 'getRefundQuote',
  tags: ['Refunds'],
  summary: 'What asking for a refund of these tickets gives now',
  description: `The refund policy's exact outcome for the chosen tickets if asked now (decisions.md items 52 and 54): the tier and its share, the amount, the service fee given back or kept, and whether the refund is given at once or the request goes to the organizer. ${WHO}`,
  security: cookieAuth,
  request: { params: OrderIdParam, query: RefundQuoteQuery },
  responses: {
    200: jsonContent(RefundQuote, 'The outcome now', refundQuoteExample),
    ...problems(401, 404, 422),
    409: problemsOfOneStatus('The order or a ticket cannot be refunded by asking', refusals),
  },
});

export const requestRefund = defineRoute({
  method: 'post',
  path: '/api/orders/{id}/refund-requests',
  operationId: 'requestRefund',
  tags: ['Refunds'],
  summary: 'Request a refund',
  description: `Inside an automatic tier (31 days or more before the event: the ticket price; 7 to 30 days: 75% of it; a postponed event within 30 days of the announcement: everything, service fee included) the refund is given at once: 201 with it, the amount computed by the server, the tickets refunded, the buyer mailed. Under 7 days the request goes to the organizer with the buyer's \`reason\` (required, 1 to 1000 characters): 202, one open request per order (a second is a 409 \`refund_request_open\`). An order with nothing paid (free, complimentary) has its tickets cancelled at once. ${WHO} At most 30 an hour per account (429).`,
  security: cookieAuth,
  request: { params: OrderIdParam, body: jsonBody(RefundRequestBody, refundRequestBodyExample) },
  responses: {
    201: jsonContent(RefundGiven, 'Refunded at once', refundGivenExample),
    202: jsonContent(RefundRequested, 'Sent to the organizer', refundRequestedExample),
    ...problems(401, 403, 404, 422),
    409: problemsOfOneStatus('The order or a ticket cannot be refunded by asking, or a request is open already', {
      ...refusals,
      refund_request_open: conflict(said(m.problem_codes_refund_request_open), 'refund_request_open'),
      refund_quote_changed: quoteChanged('60.00'),
    }),
    429: documentedProblem(
      new RateLimitedError(said(m.problem_codes_too_many_refund_requests), 1800),
      'Too many requests from this account this hour',
    ),
  },
});
