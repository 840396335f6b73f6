import { cookieAuth, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { PaymentHealth, RefundIdParam, RefundSettled, SettleRefundBody } from './payment-health.schemas';

export const getPaymentHealth = defineRoute({
  method: 'get',
  path: '/api/admin/payment-health',
  operationId: 'getPaymentHealth',
  tags: ['Admin'],
  summary: 'Payment failures today',
  description:
    "Today (Asia/Kuala_Lumpur's calendar day): checkout orders started, payment attempts and how many failed (`failureRate`, a percentage; above 50 is high), the failures by payment method and by decline code, pending orders past their hold that still hold stock, and the refunds an admin must pay back by hand (failed or manual). Attempts are those of the demo payment form and of Stripe's succeeded and failed webhooks (`payment_attempts`). Admins only (`admin-panel`).",
  security: cookieAuth,
  responses: {
    200: jsonContent(PaymentHealth, 'Today’s figures', {
      todayFailures: 3,
      todayOrders: 41,
      todayAttempts: 40,
      failureRate: 7.5,
      failureRateHigh: false,
      byMethod: [
        { method: 'card', attempts: 32, failures: 3 },
        { method: 'fpx', attempts: 8, failures: 0 },
      ],
      byErrorCode: [
        { errorCode: 'card_declined', failures: 2 },
        { errorCode: 'insufficient_funds', failures: 1 },
      ],
      stuckOrders: { count: 1, ticketsHeld: 2, oldestHoldExpiredAt: '2026-11-21T09:40:00.000Z' },
      refundsToSettle: {
        count: 1,
        refunds: [
          {
            id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
            eventTitle: 'Jazz by the Lake',
            customerEmail: 'chloe@example.com',
            amount: '164.80',
            currency: 'MYR',
            state: 'failed',
            why: "The payment provider refused it: the buyer's card has expired or was cancelled.",
            whatToDo: 'Pay the buyer back by bank transfer, then mark it settled.',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    }),
    ...problems(403),
  },
});

export const settleRefund = defineRoute({
  method: 'post',
  path: '/api/admin/refunds/{id}/settle',
  operationId: 'settleRefund',
  tags: ['Admin'],
  summary: 'Mark a refund paid back by hand',
  description:
    'For a refund the payment provider refused (failed) or could no longer make (manual): the admin paid the buyer back themselves (a bank transfer) and says how in `note`. The refund becomes succeeded by one conditional statement, written to the audit log (`refund.settle_by_hand`) with the note. A refund still pending or settled already: 409 refund_not_to_settle (so two admins settle it once). No such refund: 404. Admins only (`admin-panel`).',
  security: cookieAuth,
  request: {
    params: RefundIdParam,
    body: jsonBody(SettleRefundBody, { note: 'Bank transfer, ref. MBB 20261127-0042' }),
  },
  responses: {
    200: jsonContent(RefundSettled, 'Settled', { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', state: 'succeeded' }),
    ...problems(403, 404, 409, 422),
  },
});
