import { z } from '@hono/zod-openapi';
import { CurrencyAmount } from '../../lib/response-schemas';
import { CLICK_DAYS } from './affiliate-stats.queries';
import { badgeDefinitions } from './badges';

/** A badge earned or in progress (the portal's and the reseller overview's). */
export const Badge = z.object({
  id: z.enum(badgeDefinitions.map((b) => b.id) as [string, ...string[]]).openapi({ example: 'rising-star' }),
  name: z.string().openapi({ example: 'Rising Star' }),
  kind: z.enum(['sales', 'revenue', 'customers']).openapi({
    description:
      'What it counts: completed sales, revenue in MYR (other currencies at the reference rates), or distinct customers',
    example: 'sales',
  }),
  threshold: z.number().int().openapi({ description: 'Earned at this many (revenue: ringgit)', example: 10 }),
  progress: z
    .number()
    .int()
    .openapi({ description: 'How far toward the threshold, in the same unit, never past it', example: 7 }),
  earned: z.boolean().openapi({ example: false }),
});

export const AffiliateStats = z
  .object({
    affiliate: z.object({
      name: z.string().openapi({ example: 'Aisyah Rahman' }),
      code: z.string().openapi({ example: 'PNT-7Q2K9XW4DM' }),
    }),
    performance: z.object({
      totalSales: z.number().int().openapi({ description: 'Completed orders attributed to the code', example: 12 }),
      ticketsSold: z.number().int().openapi({ description: 'Tickets in those orders', example: 27 }),
      totalRevenue: z
        .array(CurrencyAmount)
        .openapi({ description: 'Their subtotal without the service fee, per currency' }),
      uniqueCustomers: z.number().int().openapi({ description: 'Distinct buyers', example: 9 }),
      salesLast7Days: z.number().int().openapi({
        description:
          'Orders completed today and the 6 days before, on Kuala Lumpur’s calendar (as the reseller overview counts)',
        example: 3,
      }),
      salesLast30Days: z.number().int().openapi({
        description: 'Orders completed today and the 29 days before, on Kuala Lumpur’s calendar',
        example: 10,
      }),
      averageOrderValue: z.array(CurrencyAmount).openapi({ description: 'Revenue / orders, per currency' }),
      lastSaleDate: z
        .string()
        .nullable()
        .openapi({ description: 'Instant of the latest sale', example: '2026-11-21T10:00:00.000Z' }),
      clicks: z.number().int().openapi({
        description:
          'Visits that arrived with the code on a page the site rendered, once per visitor (client address and browser) and Kuala Lumpur day',
        example: 140,
      }),
      conversionRate: z.number().openapi({
        description:
          'totalSales / clicks (0 without clicks); above 1 when orders came without a counted visit, e.g. through the buy widget',
        example: 0.0857,
      }),
    }),
    eventBreakdown: z.array(
      z.object({
        eventId: z.number().int().openapi({ example: 12 }),
        eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
        eventDate: z.string().openapi({ description: 'When the event starts', example: '2026-12-12T11:00:00.000Z' }),
        eventTimeZone: z.string().openapi({
          description: "The event's IANA time zone: its start is shown on this clock",
          example: 'Asia/Kuala_Lumpur',
        }),
        salesCount: z.number().int().openapi({ description: 'Completed attributed orders', example: 5 }),
        ticketsSold: z.number().int().openapi({ example: 11 }),
        clicks: z.number().int().openapi({
          description: 'Visits (one per visitor a day) that landed on this event page with the code',
          example: 48,
        }),
      }),
    ),
    clicksByDay: z
      .array(
        z.object({
          day: z.string().openapi({ description: "Kuala Lumpur's calendar day", example: '2026-11-21' }),
          clicks: z.number().int().openapi({ example: 6 }),
          orders: z.number().int().openapi({ example: 1 }),
          conversionRate: z.number().openapi({ description: 'orders / clicks (0 without clicks)', example: 0.1667 }),
        }),
      )
      .openapi({ description: `The last ${CLICK_DAYS} days, today last, every day listed` }),
    badges: z.array(Badge),
    completion: z
      .number()
      .int()
      .openapi({ description: 'Badges earned over all badges, a rounded percentage', example: 25 }),
    referenceRatesAsOf: z.string().openapi({
      description: 'The date of the reference rates the revenue badges used for non-MYR sales',
      example: '2026-11-01',
    }),
  })
  .openapi('AffiliateStats');
