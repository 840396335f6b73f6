import { z } from '@hono/zod-openapi';
import { PaymentIntentResponse } from './checkout.schemas';

const expiresAt = z.string().openapi({
  description: "Until when the order's tickets are held for its payment (the hold is not extended)",
  example: '2026-11-21T10:15:00.000Z',
});

export const ResumedCheckout = z
  .object({
    orderId: z.string().uuid().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    clientSecret: z.string().openapi({
      description: "The order's own payment intent's secret, for the payment form",
      example: 'pi_demo_8f2c…_secret_…',
    }),
    expiresAt,
  })
  .openapi('ResumedCheckout');

export const StartedAgain = PaymentIntentResponse.extend({
  expiresAt: expiresAt.nullable().openapi({
    description: "Until when the new order's tickets are held; null when nothing is left to pay (free tickets)",
    example: '2026-11-21T10:45:00.000Z',
  }),
}).openapi('StartedAgain');
