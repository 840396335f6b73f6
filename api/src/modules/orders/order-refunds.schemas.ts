import { z } from '@hono/zod-openapi';
import { fromMinor } from '@pentas/openapi';
import { refundCauses } from '../../db/schema/refunds';

/** One refund of an order, as its buyer sees it (the order's page, and the answer to asking for one). */
export const OrderRefund = z
  .object({
    id: z.string().openapi({ example: '7a0c2e4b-3d5f-4a61-8b9c-1e2f3a4b5c6d' }),
    amount: z.string().openapi({ description: 'What is given back, the service-fee part included', example: '75.00' }),
    serviceFee: z
      .string()
      .openapi({ description: 'The part of the amount that is the service fee given back', example: '0.00' }),
    currency: z.string().openapi({ example: 'MYR' }),
    state: z.enum(['pending', 'succeeded', 'failed', 'manual']).openapi({
      description:
        "pending: on its way (Refund pending); succeeded: Refunded; failed or manual: the provider could not send it, Pentas's staff pay it by hand (Failed: contact us)",
      example: 'pending',
    }),
    cause: z.enum(refundCauses).openapi({
      description:
        "Why: the buyer's request in a tier of the policy, a request the organizer approved, the organizer's or staff's own refund, the event cancelled, or postponed",
      example: 'buyer_request',
    }),
    reason: z.string().nullable().openapi({ description: "The person's words", example: null }),
    tier: z.string().nullable().openapi({
      description:
        "The policy's tier that gave the amount (more_than_30_days, from_7_to_30_days, postponed, nothing_paid), for a buyer's request",
      example: 'from_7_to_30_days',
    }),
    createdAt: z.string().openapi({ example: '2026-11-30T09:12:00.000Z' }),
    settledAt: z.string().nullable().openapi({ description: 'When the provider confirmed it', example: null }),
  })
  .openapi('OrderRefund');

/** A buyer's request sent to the organizer (under 7 days before the event), with its answer. */
export const OrderRefundRequest = z
  .object({
    id: z.string().openapi({ example: '3c1d5e7f-9a2b-4c6d-8e0f-1a2b3c4d5e6f' }),
    state: z.enum(['requested', 'approved', 'refused']).openapi({ example: 'requested' }),
    reason: z.string().openapi({ description: "The buyer's reason", example: 'I am in hospital that week.' }),
    decisionReason: z
      .string()
      .nullable()
      .openapi({ description: "The organizer's words when refusing (or approving)", example: null }),
    ticketIds: z.array(z.string()).openapi({ example: ['5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14'] }),
    refundId: z.string().nullable().openapi({ description: 'The refund an approval made', example: null }),
    createdAt: z.string().openapi({ example: '2026-12-08T09:12:00.000Z' }),
    decidedAt: z.string().nullable().openapi({ example: null }),
  })
  .openapi('OrderRefundRequest');

export const orderRefundExample: z.input<typeof OrderRefund> = {
  id: '7a0c2e4b-3d5f-4a61-8b9c-1e2f3a4b5c6d',
  amount: '75.00',
  serviceFee: '0.00',
  currency: 'MYR',
  state: 'pending',
  cause: 'buyer_request',
  reason: null,
  tier: 'from_7_to_30_days',
  createdAt: '2026-11-30T09:12:00.000Z',
  settledAt: null,
};

export const orderRefundRequestExample: z.input<typeof OrderRefundRequest> = {
  id: '3c1d5e7f-9a2b-4c6d-8e0f-1a2b3c4d5e6f',
  state: 'requested',
  reason: 'I am in hospital that week.',
  decisionReason: null,
  ticketIds: ['5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14'],
  refundId: null,
  createdAt: '2026-12-08T09:12:00.000Z',
  decidedAt: null,
};

type RefundRow = Omit<z.infer<typeof OrderRefund>, 'amount' | 'serviceFee' | 'createdAt' | 'settledAt'> & {
  amountMinor: number;
  feeMinor: number;
  createdAt: Date;
  settledAt: Date | null;
};

type RequestRow = Omit<z.infer<typeof OrderRefundRequest>, 'createdAt' | 'decidedAt'> & {
  createdAt: Date;
  decidedAt: Date | null;
};

/** A refund row as the API gives it: its own fields only (a full row carries the sender's bookkeeping). */
export const refundView = (row: RefundRow): z.infer<typeof OrderRefund> => ({
  id: row.id,
  amount: fromMinor(row.amountMinor),
  serviceFee: fromMinor(row.feeMinor),
  currency: row.currency,
  state: row.state,
  cause: row.cause,
  reason: row.reason,
  tier: row.tier,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

/** A refund request row as the API gives it (its own fields only). */
export const refundRequestView = (row: RequestRow): z.infer<typeof OrderRefundRequest> => ({
  id: row.id,
  state: row.state,
  reason: row.reason,
  decisionReason: row.decisionReason,
  ticketIds: row.ticketIds,
  refundId: row.refundId,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
