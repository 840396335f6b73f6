import { type components, unwrap } from '@pentas/openapi';
import { api } from '@/lib/api';

type DemoPayment = components['schemas']['DemoPaymentRequest'];

/**
 * The payment flow's calls (plain functions: the flow keeps its own phases, use-payment-flow.ts).
 * The server asks the provider itself whether the payment went through.
 */
export function confirmPayment(paymentIntentId: string) {
  return unwrap(api.POST('/api/confirm-payment', { body: { paymentIntentId } }));
}

/** The demo provider's 'bank': pays, or declines, the intent with the chosen method. */
export function payDemoIntent(paymentIntentId: string, payment: DemoPayment) {
  return unwrap(
    api.POST('/api/demo-payments/{id}/confirm', { params: { path: { id: paymentIntentId } }, body: payment }),
  );
}
