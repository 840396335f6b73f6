import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { conflict } from '../../lib/errors';
import { cookieAuth, IdParam, jsonBody, jsonContent, problems, problemsOfOneStatus } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { said } from '../../lib/said';
import { OrderIdParam } from '../orders';
import { requestDecided } from './refund-requests.service';
import {
  ApproveRequestBody,
  EventOrder,
  EventOrdersQuery,
  RefundRequestIdParam,
  RefundRequestsQuery,
  RefundRequestView,
  RefuseRequestBody,
  RequestDecision,
  StaffRefundBody,
  StaffRefundResult,
} from './staff-refunds.schemas';

const tags = ['Refunds'];
const WHO = "The event's organizer or an admin (`create-events`; another organizer's is a 404, as an unknown one).";

const refundConflicts = {
  refund_exceeds_remaining: conflict(
    said(m.problem_codes_refund_exceeds_remaining, { left: 5000 }),
    'refund_exceeds_remaining',
  ),
  ticket_not_refundable: conflict(said(m.problem_codes_ticket_no_longer_refundable), 'ticket_not_refundable'),
};

export const listEventOrders = defineRoute({
  method: 'get',
  path: '/api/events/{id}/orders',
  operationId: 'listEventOrders',
  tags,
  summary: "An event's paid orders, to find one and refund it",
  description: `A page of the event's paid orders, newest first (\`pageSize\` default 20, at most 100; the total in \`X-Total-Count\`), each with its buyer, tickets (type, status, price), what was paid and what has been refunded. \`q\` finds an order by its number (its first 8 characters) or by the buyer's whole e-mail address: no part of an address (a 422). ${WHO}`,
  security: cookieAuth,
  request: { params: IdParam, query: EventOrdersQuery },
  responses: {
    200: {
      ...jsonContent(z.array(EventOrder), 'One page of orders', [
        {
          id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          number: '0b9c1f0e',
          buyer: { name: 'Chloe Tan', email: 'chloe@example.com' },
          currency: 'MYR',
          ticketsMinor: 10000,
          serviceFeeMinor: 400,
          paidMinor: 10400,
          refundedMinor: 0,
          refundState: 'paid',
          complimentary: false,
          openRequestId: null,
          promoCode: null,
          paidAt: '2026-11-21T10:00:00.000Z',
          tickets: [
            {
              id: '6d1f3a2b-7c4e-4f5a-8b9c-0d1e2f3a4b5c',
              typeName: 'General Admission',
              status: 'active',
              priceMinor: 5000,
            },
          ],
        },
      ]),
      headers: totalCountHeader,
    },
    ...problems(403, 404, 422),
  },
});

export const refundOrder = defineRoute({
  method: 'post',
  path: '/api/orders/{id}/refunds',
  operationId: 'refundOrder',
  tags,
  summary: 'Refund an order, fully or in part',
  description: `Gives back tickets (their prices; the service fee too with \`includeServiceFee\`, only when every ticket left goes), an amount (no ticket changes), or both, at most what is left of the order; \`reason\` is shown to the buyer, who gets a mail. A complimentary (box-office) order's tickets are cancelled and nothing is paid back. Tickets used at the door only with an admin's \`includeUsed\` (an organizer asking: 403). Two refunds at once cannot give back more than was paid: the second is a 409. Written to the audit log. ${WHO}`,
  security: cookieAuth,
  request: {
    params: OrderIdParam,
    body: jsonBody(StaffRefundBody, {
      ticketIds: ['6d1f3a2b-7c4e-4f5a-8b9c-0d1e2f3a4b5c'],
      reason: 'Seats double-booked',
    }),
  },
  responses: {
    201: jsonContent(StaffRefundResult, 'The refund, and the order refunded so far', {
      refund: {
        id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
        amountMinor: 5000,
        feeMinor: 0,
        currency: 'MYR',
        tickets: ['6d1f3a2b-7c4e-4f5a-8b9c-0d1e2f3a4b5c'],
      },
      order: { id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a', refundedMinor: 5000, refundState: 'partly_refunded' },
    }),
    ...problems(403, 404, 422),
    409: problemsOfOneStatus('Too much asked, or a ticket no longer refundable', refundConflicts),
  },
});

export const listRefundRequests = defineRoute({
  method: 'get',
  path: '/api/refund-requests',
  operationId: 'listRefundRequests',
  tags,
  summary: "Buyers' refund requests to answer",
  description:
    "Buyers' requests outside the policy's automatic tiers, in one `state` ('requested' by default, oldest first; answered ones newest first), each with the buyer's reason, the tickets asked for and what the policy would give today. An organizer's own events; an admin's, all (`create-events`). Paged as the other lists (`X-Total-Count`).",
  security: cookieAuth,
  request: { query: RefundRequestsQuery },
  responses: {
    200: {
      ...jsonContent(z.array(RefundRequestView), 'One page of requests', []),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});

const decisionConflicts = { refund_request_decided: requestDecided() };

export const approveRefundRequest = defineRoute({
  method: 'post',
  path: '/api/refund-requests/{id}/approve',
  operationId: 'approveRefundRequest',
  tags,
  summary: "Approve a buyer's refund request",
  description: `Refunds the tickets asked for: their full price unless \`amountMinor\` says otherwise (at most what is left). Answered once: a second answer, at the same time or later, is a 409 \`refund_request_decided\`; a ticket used since, or too much asked, is a 409 too and leaves the request waiting. The buyer gets the refund's mail. Written to the audit log. ${WHO}`,
  security: cookieAuth,
  request: { params: RefundRequestIdParam, body: jsonBody(ApproveRequestBody, { note: 'Get well soon' }) },
  responses: {
    200: jsonContent(RequestDecision, 'Approved, with its refund', {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      state: 'approved',
      refundId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
      amountMinor: 10000,
    }),
    ...problems(403, 404, 422),
    409: problemsOfOneStatus('Answered already, or the refund cannot be made', {
      ...decisionConflicts,
      ...refundConflicts,
    }),
  },
});

export const refuseRefundRequest = defineRoute({
  method: 'post',
  path: '/api/refund-requests/{id}/refuse',
  operationId: 'refuseRefundRequest',
  tags,
  summary: "Refuse a buyer's refund request",
  description: `The buyer gets a mail with the \`reason\`. Answered once: a second answer is a 409 \`refund_request_decided\`. Written to the audit log. ${WHO}`,
  security: cookieAuth,
  request: { params: RefundRequestIdParam, body: jsonBody(RefuseRequestBody, { reason: 'The event is in two days' }) },
  responses: {
    200: jsonContent(RequestDecision, 'Refused', {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      state: 'refused',
      refundId: null,
      amountMinor: 0,
    }),
    ...problems(403, 404, 422),
    409: problemsOfOneStatus('Answered already', decisionConflicts),
  },
});
