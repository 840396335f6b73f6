import { z } from '@hono/zod-openapi';
import { userIdText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';
import { DateRangeQuery } from './date-range';

export const SalesHistoryQuery = PageQuery.merge(DateRangeQuery).extend({
  resellerId: userIdText()
    .optional()
    .openapi({
      param: { name: 'resellerId', in: 'query' },
      description: 'Admins: whose history (required for them). A reseller may name only themselves.',
      example: 'u_aisyah',
    }),
});

export const SalesHistoryItem = z
  .object({
    id: z.string().openapi({
      description:
        "The row's own id: `manual-<record id>` for manual tickets, `order-<order id>` for attributed orders",
      example: 'manual-41',
    }),
    source: z.enum(['manual', 'affiliate']).openapi({
      description: "manual: tickets the reseller issued; affiliate: an order bought through the reseller's code",
      example: 'manual',
    }),
    orderId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    createdAt: z.string().openapi({
      description: "When the sale completed (an instant; pages show it on Kuala Lumpur's clock)",
      example: '2026-11-21T10:00:00.000Z',
    }),
    targetUserId: z
      .string()
      .openapi({ description: 'Who received the tickets (manual) or bought them', example: 'u_chloe' }),
    targetUserEmail: z.string().openapi({ example: 'chloe@example.com' }),
    targetUserName: z.string().openapi({ example: 'Chloe Tan' }),
    eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
    ticketType: z
      .string()
      .openapi({ description: "The order's ticket type names, comma-separated", example: 'General Admission' }),
    ticketCount: z.number().int().openapi({ example: 2 }),
    amount: z.string().openapi({ description: 'Subtotal without the service fee, in `currency`', example: '160.00' }),
    currency: z.string().openapi({ example: 'MYR' }),
  })
  .openapi('SalesHistoryItem');
