import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';

const RefundToSettle = z.object({
  id: z.string().openapi({ example: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }),
  orderId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
  eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
  customerEmail: z.string().nullable().openapi({ description: 'Whom to pay back', example: 'chloe@example.com' }),
  amount: z.string().openapi({ example: '164.80' }),
  currency: z.string().openapi({ example: 'MYR' }),
  state: z.enum(['failed', 'manual']).openapi({ example: 'failed' }),
  why: z.string().openapi({
    description: 'Why it needs a hand: the provider’s reason, or the refund window that passed',
    example: "The payment provider refused it: the buyer's card has expired or was cancelled.",
  }),
  whatToDo: z.string().openapi({
    example: 'Pay the buyer back by bank transfer, then mark it settled.',
  }),
  createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
});

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
    refundsToSettle: z
      .object({
        count: z.number().int().openapi({ description: 'Failed and manual refunds', example: 1 }),
        refunds: z.array(RefundToSettle).openapi({ description: 'The oldest 50 of them, oldest first' }),
      })
      .openapi({
        description:
          'Refunds the payment provider refused (failed) or could no longer make (manual: past the FPX or GrabPay window): an admin pays each back by hand, then POST /api/admin/refunds/{id}/settle',
      }),
  })
  .openapi('PaymentHealth');

export const RefundIdParam = z.object({
  id: z
    .uuid(fieldMessage(m.problem_refund_id_invalid))
    .openapi({ param: { name: 'id', in: 'path', required: true }, example: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }),
});

export const SettleRefundBody = z
  .object({
    note: singleLineText(fieldMessage(m.problem_refund_say_how_paid_back))
      .min(1, fieldMessage(m.problem_refund_say_how_paid_back))
      .max(300)
      .openapi({
        description: 'How it was paid back (kept with the refund and in the audit log)',
        example: 'Bank transfer, ref. MBB 20261127-0042',
      }),
  })
  .openapi('SettleRefund');

export const RefundSettled = z
  .object({
    id: z.string().openapi({ example: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }),
    state: z.literal('succeeded'),
  })
  .openapi('RefundSettled');
