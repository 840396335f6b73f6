import { z } from '@hono/zod-openapi';
import { CurrencyAmount } from '../../lib/response-schemas';

export const AnalyticsSummary = z
  .object({
    totalRevenue: z.array(CurrencyAmount).openapi({
      description: 'Completed orders (manual ones at their recorded value), without the service fee, per currency',
    }),
    serviceFees: z.array(CurrencyAmount).openapi({ description: 'Service fees of the same orders, per currency' }),
    totalSales: z.number().int().openapi({ description: 'Tickets in completed orders', example: 156 }),
    totalEvents: z.number().int().openapi({ description: 'Events not deleted', example: 4 }),
    recentTransactions: z.array(
      z.object({
        id: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
        eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
        userEmail: z.string().openapi({ example: 'chloe@example.com' }),
        totalAmount: z.string().openapi({
          description: 'Tickets, before the service fee, less what refunds gave back of them',
          example: '160.00',
        }),
        currency: z.string().openapi({ example: 'MYR' }),
        status: z.enum(['pending', 'completed', 'failed', 'cancelled']).openapi({ example: 'completed' }),
        refundedAmount: z.string().openapi({
          description: 'Given back by refunds so far, service fee included (0.00: none)',
          example: '0.00',
        }),
        fullyRefunded: z.boolean().openapi({ description: 'Everything paid was given back', example: false }),
        createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
      }),
    ),
  })
  .openapi('AnalyticsSummary');

export const EventAnalytics = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    currency: z
      .string()
      .openapi({ description: "The event's one currency: every amount here is in it", example: 'MYR' }),
    totalRevenue: z.string().openapi({ description: 'Completed orders, without the service fee', example: '9120.00' }),
    serviceFees: z.string().openapi({ description: 'Service fees of the same orders', example: '273.60' }),
    ticketsSold: z.number().int().openapi({ example: 96 }),
    ordersCompleted: z.number().int().openapi({ example: 41 }),
    ticketTypeBreakdown: z.array(
      z.object({
        ticketTypeId: z.number().int().openapi({ example: 31 }),
        name: z.string().openapi({ example: 'General Admission' }),
        sold: z.number().int().openapi({ example: 80 }),
        revenue: z.string().openapi({ example: '6400.00' }),
      }),
    ),
  })
  .openapi('EventAnalytics');
