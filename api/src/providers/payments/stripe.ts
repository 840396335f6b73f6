import { z } from '@hono/zod-openapi';
import Stripe from 'stripe';
import { singleLineText } from '../../lib/input-schemas';
import type { PaymentIntent, PaymentProvider } from './payments';

/** What we read of a Stripe event: ids and a type that PostgreSQL can store and look up. */
const StripeEvent = z.object({
  id: singleLineText().min(1).max(255),
  type: singleLineText().min(1).max(255),
  data: z.object({
    object: z.object({ object: z.string().optional(), id: singleLineText().min(1).max(255).optional() }),
  }),
});

const toIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: (['succeeded', 'canceled', 'processing'] as const).find((s) => s === pi.status) ?? 'requires_payment_method',
  amountMinor: pi.amount,
  currency: pi.currency.toUpperCase(),
  lastErrorCode: pi.last_payment_error?.code ?? pi.last_payment_error?.decline_code ?? null,
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
      return toIntent(await stripe.paymentIntents.retrieve(id));
    },
    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },
    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      // Default tolerance: a signature older than 5 minutes is refused (replayed captures).
      const parsed = StripeEvent.safeParse(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
      if (!parsed.success) return null;
      const { id, type, data } = parsed.data;
      return { id, type, intentId: data.object.object === 'payment_intent' ? (data.object.id ?? null) : null };
    },
    async refund(id) {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    },
  };
}
