import type { PaymentMethod } from '@pentas/openapi';
import type { PaidWith } from '../../db/schema';

/** One interface for taking payments: Stripe in production, the demo provider without keys. */
type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountMinor: number;
  currency: string;
  /** Why the last attempt failed (e.g. card_declined), if it did. */
  lastErrorCode: string | null;
  /** How it was paid, once it succeeded (the receipt's method and reference); null when the provider did not say. */
  paidWith: PaidWith | null;
}

interface CreateIntent {
  orderId: string;
  amountMinor: number;
  currency: string;
  methods: PaymentMethod[];
  /** Derived from the order: a retried create returns the same intent instead of a second one. */
  idempotencyKey: string;
}

/** A verified provider event about a payment intent. */
interface PaymentEvent {
  id: string;
  type: string;
  intentId: string | null;
  /** A payment the buyer tried (succeeded or declined), for payment health and the live view. */
  attempt: PaymentAttempt | null;
  /** The refunds the event reports (refund.*, charge.refund.updated, charge.refunded with its list). */
  refunds: RefundUpdate[];
}

/** A refund a provider event reports, naming our refund record when we sent it (null: made elsewhere). */
export interface RefundUpdate extends ProviderRefund {
  refundId: string | null;
}

export interface PaymentAttempt {
  /** card | fpx | grabpay when the event says so; else the payment method's id to look up. */
  method: string | null;
  paymentMethodId: string | null;
  /** The decline code when it did not go through. */
  errorCode: string | null;
}

/** A refund as the provider answered it: settled now, or later by a webhook (Stripe's pending), or refused. */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureReason: string | null;
}

interface RefundOptions {
  /** Part of the payment (minor units); all of it when left out. */
  amountMinor?: number;
  /** One per refund record: a retried call answers the same refund instead of a second one. */
  idempotencyKey?: string;
  /** Our refund record's id, written on the provider's refund so that its events name it. */
  refundId?: string;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  /**
   * Verifies a webhook's signature over the raw body and reads it (Stripe only; the demo provider
   * settles in-process). Throws when the signature is wrong or stale; null when the signed body is not
   * an event as the provider sends them (only someone holding the webhook secret can send one).
   */
  parseWebhook?(rawBody: string, signature: string): PaymentEvent | null;
  /** The type (card, fpx, grabpay) of a payment method the webhook named only by id (Stripe only). */
  methodTypeOf?(paymentMethodId: string): Promise<string>;
  createIntent(input: CreateIntent): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  cancelIntent(id: string): Promise<void>;
  refund(intentId: string, options?: RefundOptions): Promise<ProviderRefund>;
}
