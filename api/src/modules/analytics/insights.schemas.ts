import { z } from '@hono/zod-openapi';

const eventHeader = {
  eventId: z.number().int().openapi({ example: 12 }),
  currency: z.string().openapi({ description: "The event's one currency: every amount here is in it", example: 'MYR' }),
  timeZone: z
    .string()
    .openapi({ description: "The event's zone: buckets are cut in it", example: 'Asia/Kuala_Lumpur' }),
};

const Bucket = z.object({
  start: z.string().openapi({ description: 'Instant the bucket starts', example: '2026-11-21T10:41:00.000Z' }),
  tickets: z.number().int().openapi({ example: 7 }),
});

export const LiveSales = z
  .object({
    ...eventHeader,
    asOf: z.string().openapi({ example: '2026-11-21T10:41:30.000Z' }),
    refreshSeconds: z.number().int().openapi({ description: 'How often a live page should ask again', example: 5 }),
    perMinute: z.array(Bucket).openapi({ description: 'Tickets sold per minute over the last hour, oldest first' }),
    perHour: z.array(Bucket).openapi({ description: 'Tickets sold per hour over the last day, oldest first' }),
    ticketTypes: z.array(
      z.object({
        ticketTypeId: z.number().int().openapi({ example: 31 }),
        name: z.string().openapi({ example: 'General Admission' }),
        quantity: z.number().int().openapi({ example: 400 }),
        left: z.number().int().openapi({ description: 'On sale now: neither sold nor held', example: 212 }),
        paid: z.number().int().openapi({ description: 'In completed orders', example: 180 }),
        held: z.number().int().openapi({ description: 'In open checkouts still holding stock', example: 8 }),
        released: z
          .number()
          .int()
          .openapi({ description: 'In holds given back (cancelled, failed or lapsed checkouts)', example: 23 }),
      }),
    ),
    holds: z.object({ paid: z.number().int(), held: z.number().int(), released: z.number().int() }).openapi({
      description: 'The same three counts over all ticket types',
      example: { paid: 180, held: 8, released: 23 },
    }),
    payments: z.array(
      z.object({
        method: z.string().openapi({ description: 'card, fpx or grabpay', example: 'card' }),
        attempts: z.number().int().openapi({ example: 120 }),
        succeeded: z.number().int().openapi({ example: 111 }),
        successRate: z.number().openapi({ description: 'succeeded / attempts, 0 to 1', example: 0.925 }),
      }),
    ),
  })
  .openapi('LiveSales');

export const TrendsQuery = z.object({
  from: z
    .string()
    .optional()
    .openapi({ description: "First local day (YYYY-MM-DD); default the first sale's day", example: '2026-11-01' }),
  to: z
    .string()
    .optional()
    .openapi({ description: 'Last local day (YYYY-MM-DD); default today', example: '2026-11-21' }),
});

export const SalesTrends = z
  .object({
    ...eventHeader,
    from: z.string().openapi({ example: '2026-11-01' }),
    to: z.string().openapi({ example: '2026-11-21' }),
    days: z.array(
      z.object({
        date: z.string().openapi({ description: "Local day in the event's zone", example: '2026-11-20' }),
        ticketsSold: z.number().int().openapi({ example: 14 }),
        revenue: z.string().openapi({ example: '1340.00' }),
        cumulativeTicketsSold: z.number().int().openapi({ description: 'Since the first sale', example: 82 }),
        cumulativeRevenue: z.string().openapi({ example: '7960.00' }),
      }),
    ),
  })
  .openapi('SalesTrends');

export const CheckInProgress = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    timeZone: eventHeader.timeZone,
    issued: z.number().int().openapi({ description: 'Tickets issued (active or checked in)', example: 96 }),
    checkedIn: z.number().int().openapi({ example: 41 }),
    ticketTypes: z.array(
      z.object({
        ticketTypeId: z.number().int().openapi({ example: 31 }),
        name: z.string().openapi({ example: 'General Admission' }),
        issued: z.number().int().openapi({ example: 80 }),
        checkedIn: z.number().int().openapi({ example: 35 }),
      }),
    ),
    arrivals: z
      .array(
        z.object({
          start: z.string().openapi({ example: '2026-12-12T11:15:00.000Z' }),
          checkedIn: z.number().int().openapi({ example: 12 }),
        }),
      )
      .openapi({ description: "Check-ins per 15 minutes on the event's day(s), first to last arrival" }),
  })
  .openapi('CheckInProgress');

const AttributionRow = {
  orders: z.number().int().openapi({ example: 30 }),
  ticketsSold: z.number().int().openapi({ example: 71 }),
  revenue: z.string().openapi({ description: 'Without the service fee', example: '6120.00' }),
};

export const SalesAttribution = z
  .object({
    eventId: eventHeader.eventId,
    currency: eventHeader.currency,
    channels: z.array(
      z.object({
        channel: z.enum(['web', 'widget', 'manual', 'waiting_list']).openapi({ example: 'web' }),
        ...AttributionRow,
      }),
    ),
    affiliates: z.array(
      z.object({
        code: z.string().nullable().openapi({ description: 'Null: sales without an affiliate code', example: null }),
        ...AttributionRow,
      }),
    ),
    promoCodes: z
      .array(
        z.object({
          code: z.string().openapi({ example: 'EARLYBIRD' }),
          ...AttributionRow,
          discountGiven: z.string().openapi({
            description: 'What the code took off the list prices of the tickets it priced, decimal string',
            example: '640.00',
          }),
        }),
      )
      .openapi({ description: 'Completed sales per promo or access code (orders without one are left out)' }),
  })
  .openapi('SalesAttribution');
