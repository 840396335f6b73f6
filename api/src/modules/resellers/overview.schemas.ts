import { z } from '@hono/zod-openapi';
import { userIdText } from '../../lib/input-schemas';
import { CurrencyAmount } from '../../lib/response-schemas';
import { Badge } from './affiliate-stats.schemas';

export const ResellerOverviewQuery = z.object({
  resellerId: userIdText()
    .optional()
    .openapi({
      param: { name: 'resellerId', in: 'query' },
      description: 'Admins: whose overview (required for them). A reseller may name only themselves.',
      example: 'u_aisyah',
    }),
});

const Period = z.object({
  since: z.string().openapi({
    description: "When the period starts: local midnight on Kuala Lumpur's calendar",
    example: '2026-11-20T16:00:00.000Z',
  }),
  sales: z.number().int().openapi({ description: 'Completed orders: box-office issues and code sales', example: 4 }),
  tickets: z.number().int().openapi({ description: 'Tickets in those orders', example: 9 }),
  revenue: z
    .array(CurrencyAmount)
    .openapi({ description: 'Their subtotals without the service fee, per currency (never added across currencies)' }),
});

export const ResellerOverview = z
  .object({
    today: Period,
    last7Days: Period.openapi({ description: 'Today and the 6 days before' }),
    last30Days: Period.openapi({ description: 'Today and the 29 days before' }),
    badges: z.array(Badge).openapi({ description: "The affiliate portal's badges, earned or in progress" }),
    completion: z.number().int().openapi({ description: 'Badges earned over all badges, a rounded percentage' }),
    referenceRatesAsOf: z.string().openapi({
      description: 'The date of the reference rates the revenue badges used for non-MYR sales',
      example: '2026-11-01',
    }),
  })
  .openapi('ResellerOverview');
