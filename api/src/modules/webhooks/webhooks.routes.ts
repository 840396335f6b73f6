import { z } from '@hono/zod-openapi';
import { jsonContent, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';

const Received = z.object({ received: z.boolean(), duplicate: z.boolean() }).openapi('WebhookReceived');

export const stripeWebhook = defineRoute({
  method: 'post',
  path: '/api/webhooks/stripe',
  operationId: 'receiveStripeWebhook',
  security: noAuth,
  tags: ['Checkout'],
  summary: "Stripe's events",
  description:
    'Called by Stripe, not by browsers. The `Stripe-Signature` header is verified over the raw body (missing, wrong or older than 5 minutes: 400, nothing changed; a signed body that is not a Stripe event: 400 malformed_event). Each event id is handled once; `payment_intent.succeeded` completes the order, `payment_intent.canceled` releases it; `refund.updated`, `refund.failed`, `charge.refund.updated` and `charge.refunded` settle a pending refund (once: a replayed or late event changes nothing; a refund made in Stripe’s dashboard is logged and ignored). 404 while the demo provider is active.',
  responses: {
    200: jsonContent(Received, 'Handled (or already handled)', { received: true, duplicate: false }),
    ...problems(400, 404),
  },
});
