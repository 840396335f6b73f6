import { z } from '@hono/zod-openapi';

export const PaymentHealth = z
  .object({
    todayFailures: z.number().int().openapi({ description: 'Payment attempts that failed today', example: 3 }),
    todayOrders: z.number().int().openapi({ description: 'Checkout orders started today', example: 41 }),
    todayAttempts: z.number().int().openapi({ description: 'Payment attempts today', example: 40 }),
    failureRate: z.number().openapi({
      description: 'Percentage of today’s payment attempts that failed, one decimal (0 without attempts)',
      example: 7.5,
    }),
    failureRateHigh: z.boolean().openapi({ description: 'failureRate above 50: a high failure rate', example: false }),
    byMethod: z.array(
      z.object({
        method: z.string().openapi({ example: 'card' }),
        attempts: z.number().int().openapi({ example: 32 }),
        failures: z.number().int().openapi({ example: 3 }),
      }),
    ),
    byErrorCode: z.array(
      z.object({
        errorCode: z.string().openapi({ description: 'The provider’s decline code', example: 'card_declined' }),
        failures: z.number().int().openapi({ example: 2 }),
      }),
    ),
    stuckOrders: z
      .object({
        count: z.number().int().openapi({ example: 1 }),
        ticketsHeld: z.number().int().openapi({ example: 2 }),
        oldestHoldExpiredAt: z.string().nullable().openapi({ example: '2026-11-21T09:40:00.000Z' }),
      })
      .openapi({
        description:
          'Pending orders past their hold that still hold stock (the minute sweep has not released them): POST /api/admin/cancel-pending-payments releases them',
      }),
  })
  .openapi('PaymentHealth');
