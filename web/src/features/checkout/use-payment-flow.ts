import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { delays } from '@/lib/redirect';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { invalidatePurchases } from '../orders/queries';
import { confirmPayment } from './mutations';
import { type PaymentFailure, timeoutWarning, unsettled } from './payment-outcome';

export type PaymentPhase =
  | { name: 'ready' }
  | { name: 'processing' }
  | { name: 'succeeded' }
  | { name: 'failed'; failure: PaymentFailure };

/**
 * What the provider's own step (demo form or Stripe's element) reports back. A null failure is one the
 * form shows beside its own fields (an incomplete card number): no banner, the form stays as typed.
 */
export type ProviderResult = { ok: true } | { ok: false; failure: PaymentFailure | null };

/** A payment still processing after 30 s shows the timeout warning. */
const TIMEOUT_WARNING_MS = 30_000;

function failureOf(error: unknown): PaymentFailure {
  if (error instanceof ApiError && error.status === 422) {
    return { title: m.checkout_invalid_details(), message: error.message, advice: null };
  }
  if (error instanceof ApiError) return { title: m.checkout_payment_failed(), message: error.message, advice: null };
  return {
    title: m.checkout_connection_error(),
    message: m.checkout_unreachable(),
    advice: null,
  };
}

/**
 * The payment: submit → processing → the server confirms (POST /api/confirm-payment, which asks
 * the provider itself) → succeeded, then the order's page after 3 s (decisions.md item 35); or the
 * error state, shown by the form above its button while the form keeps what was typed (Try Again
 * submits it again).
 */
export function usePaymentFlow(paymentIntentId: string, orderId: string) {
  const [phase, setPhase] = useState<PaymentPhase>({ name: 'ready' });
  const [slow, setSlow] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setSlow(false);
    if (phase.name !== 'processing') return;
    const timer = setTimeout(() => {
      setSlow(true);
      toast.warning(m.checkout_timeout_title(), { description: timeoutWarning() });
    }, TIMEOUT_WARNING_MS);
    return () => clearTimeout(timer);
  }, [phase.name]);

  useEffect(() => {
    if (phase.name !== 'succeeded') return;
    const timer = setTimeout(() => navigate({ to: '/orders/$orderId', params: { orderId } }), delays.afterPayment);
    return () => clearTimeout(timer);
  }, [phase.name, navigate, orderId]);

  const confirmWithServer = useCallback(async () => {
    setPhase({ name: 'processing' });
    try {
      const outcome = await confirmPayment(paymentIntentId);
      await invalidatePurchases(queryClient);
      if (outcome.orderStatus === 'completed') {
        setPhase({ name: 'succeeded' });
        toast.success(m.payment_successful(), { description: m.checkout_tickets_ready() });
      } else if (outcome.orderStatus === 'failed') {
        setPhase({
          name: 'failed',
          failure: {
            title: m.checkout_payment_failed(),
            message: outcome.message ?? unsettled(outcome.paymentStatus).message,
            advice: null,
          },
        });
      } else setPhase({ name: 'failed', failure: unsettled(outcome.paymentStatus) });
    } catch (error) {
      if (isUnauthorized(error)) logInAgain();
      setPhase({ name: 'failed', failure: failureOf(error) });
    }
  }, [paymentIntentId, queryClient]);

  /** Runs the provider's step, then lets the server confirm what really happened. */
  const pay = useCallback(
    async (providerStep: () => Promise<ProviderResult>) => {
      setPhase({ name: 'processing' });
      try {
        const result = await providerStep();
        if (!result.ok) {
          return setPhase(result.failure ? { name: 'failed', failure: result.failure } : { name: 'ready' });
        }
      } catch (error) {
        if (isUnauthorized(error)) logInAgain();
        setPhase({ name: 'failed', failure: failureOf(error) });
        // The order may have changed under the payment (its hold lapsed): the page shows what it is now.
        return invalidatePurchases(queryClient);
      }
      await confirmWithServer();
    },
    [confirmWithServer, queryClient],
  );

  /** The form found a mistake of its own before paying: the last attempt's banner goes. */
  const dismiss = useCallback(() => setPhase({ name: 'ready' }), []);

  return { phase, slow, pay, confirmWithServer, dismiss };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
