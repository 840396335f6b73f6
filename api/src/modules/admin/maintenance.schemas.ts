import { z } from '@hono/zod-openapi';

export const PendingPaymentsCancelled = z
  .object({
    ordersCancelled: z.number().int().openapi({ description: 'Lapsed holds this call released', example: 3 }),
    stockReleased: z.number().int().openapi({ description: 'Tickets they gave back to stock', example: 5 }),
    intentsCancelled: z
      .number()
      .int()
      .openapi({ description: 'Payment intents of those orders cancelled at the provider', example: 3 }),
    ordersPaid: z.number().int().openapi({
      description: 'Lapsed holds whose payment had gone through: completed with their tickets (or refunded)',
      example: 0,
    }),
  })
  .openapi('PendingPaymentsCancelled');

export const AutoCancellationResult = z
  .object({
    totalProcessed: z.number().int().openapi({ description: 'Pending orders older than 24 hours found', example: 2 }),
    ordersCancelled: z.number().int().openapi({ description: 'Of those, the ones this call cancelled', example: 2 }),
    stripeIntentsCancelled: z.number().int().openapi({
      description: 'Payment intents of the cancelled orders cancelled at the provider (Stripe, or the demo provider)',
      example: 1,
    }),
    ordersPaid: z.number().int().openapi({ description: 'Found paid instead: completed (or refunded)', example: 0 }),
  })
  .openapi('AutoCancellationResult');
