import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { AutoCancellationResult, PendingPaymentsCancelled } from './maintenance.schemas';

const SAFE =
  'It runs the minute sweep’s own code, so it is safe while the sweep runs on any instance: each order is handled by exactly one of them, and each counts only what it did itself.';

export const cancelPendingPayments = defineRoute({
  method: 'post',
  path: '/api/admin/cancel-pending-payments',
  operationId: 'cancelPendingPayments',
  tags: ['Admin'],
  summary: 'Release every lapsed hold now',
  description: `Every pending order past its hold (CHECKOUT_HOLD_MINUTES) is settled with the payment provider, then released: its payment intent cancelled, its tickets back in stock. One whose payment went through is completed instead. ${SAFE} Written to the audit log with the summary. Admins only (\`admin-panel\`).`,
  security: cookieAuth,
  responses: {
    200: jsonContent(PendingPaymentsCancelled, 'What this call did', {
      ordersCancelled: 3,
      stockReleased: 5,
      intentsCancelled: 3,
      ordersPaid: 0,
    }),
    ...problems(403),
  },
});

export const runAutoCancellation = defineRoute({
  method: 'post',
  path: '/api/admin/run-auto-cancellation',
  operationId: 'runAutoCancellation',
  tags: ['Admin'],
  summary: 'Cancel pending orders older than 24 hours now',
  description: `The 24-hour rule (pending orders are auto-cancelled after 24 hours) now: each such order's payment intent is cancelled at the provider, then the order. One whose payment went through is completed instead. ${SAFE} Written to the audit log with the summary. Admins only (\`admin-panel\`).`,
  security: cookieAuth,
  responses: {
    200: jsonContent(AutoCancellationResult, 'What this call did', {
      totalProcessed: 2,
      ordersCancelled: 2,
      stripeIntentsCancelled: 1,
      ordersPaid: 0,
    }),
    ...problems(403),
  },
});
