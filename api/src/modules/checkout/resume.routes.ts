import { conflict } from '../../lib/errors';
import { cookieAuth, jsonContent, problems, problemsOfOneStatus } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { OrderIdParam, paidMeanwhile } from '../orders';
import { ResumedCheckout, StartedAgain } from './resume.schemas';
import { failedOrder, holdExpired } from './resume.service';
import { alreadyStartedAgain } from './start-again.service';

const tags = ['Orders'];
const orderId = '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a';

export const resumeOrder = defineRoute({
  method: 'post',
  path: '/api/orders/{id}/resume',
  operationId: 'resumeOrder',
  tags,
  summary: 'Complete payment of a pending order',
  description:
    "The buyer's own pending order whose hold is still live: its payment intent's client secret, to reopen its checkout, and when the hold expires (it is not extended). Anyone else's order, or none: 404. A hold that has lapsed: 409 hold_expired (start it again). Paid meanwhile: 409 order_completed; failed: 409 order_failed. The payment provider not answering: 502.",
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: {
    200: jsonContent(ResumedCheckout, 'The checkout to reopen', {
      orderId,
      clientSecret: 'pi_demo_3kq8c2_secret_x7Yp2',
      expiresAt: '2026-11-21T10:15:00.000Z',
    }),
    ...problems(401, 403, 404, 422, 502),
    409: problemsOfOneStatus('The hold has lapsed, or the order is paid or failed', {
      hold_expired: holdExpired(),
      order_completed: paidMeanwhile(),
      order_failed: failedOrder(null),
    }),
  },
});

export const startOrderAgain = defineRoute({
  method: 'post',
  path: '/api/orders/{id}/start-again',
  operationId: 'startOrderAgain',
  tags,
  summary: 'Start an unpaid order again with the same tickets',
  description:
    "The buyer's own unpaid order (pending, or cancelled, typically because its hold lapsed) becomes a new checkout for the same ticket types and quantities, priced as they are now: the old order's payment is cancelled at the provider first and its hold given back (it stays, cancelled, naming the new one in `startedAgainAs`), then the new order holds its tickets like any checkout (409 not_enough_tickets, sales_ended, event_ended, too_many_pending, … refuse it, and the old order stays cancelled). An order is started again once: a second request, even at the same moment, gets 409 order_started_again and holds nothing. An old payment that went through meanwhile completes the old order instead (409 order_completed). Anyone else's order: 404.",
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: {
    200: jsonContent(StartedAgain, 'The new checkout', {
      orderId,
      clientSecret: 'pi_demo_3kq8c2_secret_x7Yp2',
      status: 'pending',
      expiresAt: '2026-11-21T10:45:00.000Z',
    }),
    ...problems(401, 403, 404, 422, 429, 502),
    409: problemsOfOneStatus('Started again already, paid meanwhile, or no longer available', {
      order_started_again: alreadyStartedAgain(orderId),
      order_completed: paidMeanwhile(),
      sold_out: conflict('Only 0 tickets available for General Admission.', 'not_enough_tickets'),
    }),
  },
});
