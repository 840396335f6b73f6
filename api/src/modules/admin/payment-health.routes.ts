import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { PaymentHealth } from './payment-health.schemas';

export const getPaymentHealth = defineRoute({
  method: 'get',
  path: '/api/admin/payment-health',
  operationId: 'getPaymentHealth',
  tags: ['Admin'],
  summary: 'Payment failures today',
  description:
    "Today (Asia/Kuala_Lumpur's calendar day): checkout orders started, payment attempts and how many failed (`failureRate`, a percentage; above 50 is high), the failures by payment method and by decline code, and pending orders past their hold that still hold stock. Attempts are those of the demo payment form and of Stripe's succeeded and failed webhooks (`payment_attempts`). Admins only (`admin-panel`).",
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
    }),
    ...problems(403),
  },
});
