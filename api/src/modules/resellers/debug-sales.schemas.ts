import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';

export const DebugSalesQuery = PageQuery.extend({
  code: singleLineText()
    .max(64, fieldMessage(m.problem_affiliate_code_too_long, { max: 64 }))
    .optional()
    .openapi({
      param: { name: 'code', in: 'query' },
      description: 'Only orders carrying this code',
      example: 'PNT-7Q2K9XW4DM',
    }),
  orderId: z
    .uuid(fieldMessage(m.problem_order_id_invalid))
    .optional()
    .openapi({
      param: { name: 'orderId', in: 'query' },
      description: 'Only this order',
      example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    }),
});

const notCountedReasons = ['not_completed', 'own_purchase', 'manual'] as const;

export const AttributionRow = z
  .object({
    orderId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    code: z.string().openapi({ example: 'PNT-7Q2K9XW4DM' }),
    codeOwnerId: z.string().openapi({ example: 'u_aisyah' }),
    codeOwnerEmail: z.string().openapi({ example: 'aisyah@example.com' }),
    buyerId: z.string().openapi({ example: 'u_chloe' }),
    buyerEmail: z.string().openapi({ example: 'chloe@example.com' }),
    eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
    amount: z.string().openapi({ description: 'Subtotal without the service fee', example: '160.00' }),
    serviceFee: z.string().openapi({ example: '4.80' }),
    currency: z.string().openapi({ example: 'MYR' }),
    status: z.enum(['pending', 'completed', 'failed', 'cancelled']).openapi({ example: 'completed' }),
    failureReason: z.string().nullable().openapi({ example: null }),
    createdAt: z.string().openapi({ example: '2026-11-21T09:58:00.000Z' }),
    completedAt: z.string().nullable().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    counted: z.boolean().openapi({ description: "Whether the reseller's figures count this order", example: true }),
    notCountedBecause: z.enum(notCountedReasons).nullable().openapi({
      description: 'Why not: the order is not completed, the code owner bought it, or it is a manual order',
      example: null,
    }),
  })
  .openapi('AttributionRow');
