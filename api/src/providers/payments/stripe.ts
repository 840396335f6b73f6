import { z } from '@hono/zod-openapi';
import Stripe from 'stripe';
import type { PaidWith } from '../../db/schema';
import { singleLineText } from '../../lib/input-schemas';
import type { PaymentAttempt, PaymentIntent, PaymentProvider, ProviderRefund, RefundUpdate } from './payments';

const stripeId = () => singleLineText().min(1).max(255);
const methodType = z.object({ type: stripeId() });

/** A refund as Stripe's events carry it; our record's id is in its metadata when we sent it. */
const RefundObject = z.object({
  object: z.literal('refund'),
  id: stripeId(),
  status: stripeId().nullish(),
  failure_reason: stripeId().nullish(),
  metadata: z.object({ refundId: z.string().uuid().optional().catch(undefined) }).nullish(),
});
type RefundObject = z.infer<typeof RefundObject>;

/**
 * What we read of a Stripe event: ids and a type that PostgreSQL can store and look up, and for a
 * payment intent how the buyer paid (the method, or its id to look up) and why it was declined.
 */
const StripeEvent = z.object({
  id: stripeId(),
  type: stripeId(),
  data: z.object({
    object: z.object({
      object: z.string().optional(),
      id: stripeId().optional(),
      payment_method: z.union([stripeId(), methodType]).nullish(),
      payment_method_types: z.array(stripeId()).max(50).nullish(),
      last_payment_error: z
        .object({
          code: stripeId().nullish(),
          decline_code: stripeId().nullish(),
          payment_method: methodType.nullish(),
        })
        .nullish(),
      // charge.refunded: the charge's refunds, when Stripe lists them (older API versions do).
      refunds: z.object({ data: z.array(z.unknown()).max(100) }).nullish(),
    }),
  }),
});
type IntentObject = z.infer<typeof StripeEvent>['data']['object'];

/**
 * The refunds an event reports: refund.created/updated/failed and charge.refund.updated carry one,
 * charge.refunded its charge with the list (entries not shaped as refunds are skipped).
 */
function refundsOf(object: unknown, listed: unknown[] | undefined): RefundUpdate[] {
  const candidates = listed ?? [object];
  return candidates.flatMap((candidate) => {
    const refund = RefundObject.safeParse(candidate);
    return refund.success ? [refundUpdateOf(refund.data)] : [];
  });
}

function refundUpdateOf(refund: RefundObject): RefundUpdate {
  const answer = providerRefundOf({
    id: refund.id,
    status: refund.status ?? null,
    failure_reason: refund.failure_reason ?? undefined,
  });
  return { ...answer, refundId: refund.metadata?.refundId ?? null };
}

/** The attempt a succeeded or failed intent event reports; null for other events. */
function attemptOf(type: string, intent: IntentObject): PaymentAttempt | null {
  if (type === 'payment_intent.payment_failed') {
    const error = intent.last_payment_error;
    return {
      method: error?.payment_method?.type ?? null,
      paymentMethodId: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      errorCode: error?.decline_code ?? error?.code ?? 'unknown',
    };
  }
  if (type !== 'payment_intent.succeeded') return null;
  const { payment_method: method, payment_method_types: allowed } = intent;
  if (typeof method === 'object' && method) return { method: method.type, paymentMethodId: null, errorCode: null };
  // Only one method allowed: that is how it was paid, without asking Stripe.
  return { method: allowed?.length === 1 ? allowed[0] : null, paymentMethodId: method ?? null, errorCode: null };
}

/**
 * How a succeeded intent was paid, from its charge (when the intent was read with `latest_charge`
 * expanded): the card's brand and last four, FPX's bank and transaction id, GrabPay's transaction id.
 */
function paidWithOf(pi: Stripe.PaymentIntent): PaidWith | null {
  const charge = pi.latest_charge;
  if (pi.status !== 'succeeded' || !charge || typeof charge === 'string') return null;
  const details = charge.payment_method_details;
  if (!details) return null;
  const paid: PaidWith = { method: details.type, reference: charge.id, bank: null, cardBrand: null, cardLast4: null };
  if (details.card) return { ...paid, cardBrand: details.card.brand, cardLast4: details.card.last4 };
  if (details.fpx) return { ...paid, reference: details.fpx.transaction_id ?? charge.id, bank: details.fpx.bank };
  if (details.grabpay) return { ...paid, reference: details.grabpay.transaction_id ?? charge.id };
  return paid;
}

const toIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: (['succeeded', 'canceled', 'processing'] as const).find((s) => s === pi.status) ?? 'requires_payment_method',
  amountMinor: pi.amount,
  currency: pi.currency.toUpperCase(),
  lastErrorCode: pi.last_payment_error?.code ?? pi.last_payment_error?.decline_code ?? null,
  paidWith: paidWithOf(pi),
});

/** Stripe through its official SDK. Amounts are minor units (MYR and IDR have two decimals in Stripe). */
export function stripePayments(secretKey: string, webhookSecret?: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, appInfo: { name: 'Pentas' } });
  return {
    kind: 'stripe',
    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: input.methods,
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrieveIntent(id) {
      // The charge says how it was paid (the receipt's method and reference).
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },
    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },
    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      // Default tolerance: a signature older than 5 minutes is refused (replayed captures).
      const raw = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const parsed = StripeEvent.safeParse(raw);
      if (!parsed.success) return null;
      const { id, type, data } = parsed.data;
      const isIntent = data.object.object === 'payment_intent';
      return {
        id,
        type,
        intentId: isIntent ? (data.object.id ?? null) : null,
        attempt: isIntent ? attemptOf(type, data.object) : null,
        refunds: refundsOf(raw.data.object, data.object.refunds?.data),
      };
    },
    async methodTypeOf(paymentMethodId) {
      return (await stripe.paymentMethods.retrieve(paymentMethodId)).type;
    },
    async refund(id, options = {}) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: id,
          ...(options.amountMinor === undefined ? {} : { amount: options.amountMinor }),
          ...(options.refundId ? { metadata: { refundId: options.refundId } } : {}),
        },
        { idempotencyKey: options.idempotencyKey ?? `refund-${id}` },
      );
      return providerRefundOf(refund);
    },
  };
}

/** Stripe's refund states in ours: pending and requires_action settle later, by refund.updated. */
function providerRefundOf(refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>): ProviderRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, status, failureReason: refund.failure_reason ?? null };
}
