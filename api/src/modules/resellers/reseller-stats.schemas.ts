import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../lib/pagination';
import { CurrencyAmount } from '../../lib/response-schemas';
import { DateRangeQuery } from './date-range';
import { resellerSorts } from './reseller-stats.queries';

export const ResellerStatsQuery = PageQuery.merge(DateRangeQuery).extend({
  sort: z
    .enum(resellerSorts)
    .optional()
    .openapi({
      param: { name: 'sort', in: 'query' },
      description:
        'Order of resellers (default totalRevenue: money actually paid, counted in MYR at the reference rates for ranking only; issued value never ranks)',
      example: 'totalRevenue',
    }),
  order: z
    .enum(['asc', 'desc'])
    .optional()
    .openapi({ param: { name: 'order', in: 'query' }, description: 'Default desc', example: 'desc' }),
});

const money = (description: string) => z.array(CurrencyAmount).openapi({ description });

export const ResellerStats = z
  .object({
    resellerId: z.string().openapi({ example: 'u_aisyah' }),
    resellerEmail: z.string().openapi({ example: 'aisyah@example.com' }),
    resellerName: z.string().openapi({ example: 'Aisyah Rahman' }),
    affiliateCode: z
      .string()
      .nullable()
      .openapi({ description: 'Null until they asked for one', example: 'PNT-7Q2K9XW4DM' }),
    manualTicketsSold: z.number().int().openapi({ description: 'Tickets they issued at the box office', example: 14 }),
    issuedValue: money(
      'Issued at face value: those tickets at their recorded price, per currency. Owed to the organizers (see the box-office ledger), not money paid, never ranked',
    ),
    affiliateTicketsSold: z
      .number()
      .int()
      .openapi({ description: 'Tickets in orders bought through their code', example: 22 }),
    affiliateRevenue: money('Subtotal of those orders without the service fee, per currency'),
    totalTicketsSold: z.number().int().openapi({ example: 36 }),
    totalRevenue: money(
      'Money actually paid, per currency (never added across currencies): the attributed orders; issued value is not revenue',
    ),
    totalTransactions: z
      .number()
      .int()
      .openapi({ description: 'Orders: manual ones and attributed ones', example: 19 }),
    lastSaleDate: z.string().nullable().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    eventBreakdown: z
      .array(
        z.object({
          eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
          ticketCount: z.number().int().openapi({ example: 20 }),
        }),
      )
      .openapi({ description: 'Tickets per event, most first' }),
  })
  .openapi('ResellerStats');
