import { m } from '@pentas/i18n/messages';
import { getLocale } from '@pentas/i18n/runtime';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useRef, useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { billingCountry } from './billing-country';
import { declined } from './payment-outcome';
import { PaymentErrorBanner } from './payment-status';
import type { PaymentFlow } from './use-payment-flow';

/** One Stripe.js per publishable key for the life of the page. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  currency: string;
  amountLabel: string;
  flow: PaymentFlow;
}

/**
 * Stripe's Payment Element (loaded only on this page): card, FPX, GrabPay in that order, wallets
 * off (decisions.md item 6), billing country from the checkout currency. Bank and wallet payments
 * leave for the bank's page and come back here, where the page confirms with the server. The element
 * stays mounted whatever happens to a payment, so what was typed stays: it shows its own field
 * mistakes beside the fields, and a decline shows above the button, where Try Again pays again.
 */
export default function StripePaymentForm({ publishableKey, clientSecret, ...rest }: Props) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale: getLocale(), appearance: { theme: 'stripe' } }}
    >
      <StripeForm {...rest} />
    </Elements>
  );
}

function StripeForm({ currency, amountLabel, flow }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const busy = flow.phase.name === 'processing' || flow.phase.name === 'succeeded';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    flow.pay(async () => {
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (!error) return { ok: true };
      // The element says a field's mistake beside that field itself.
      if (error.type === 'validation_error') return { ok: false, failure: null };
      return { ok: false, failure: declined(error.decline_code ?? error.code ?? null, error.message) };
    });
  }

  return (
    <form ref={form} onSubmit={submit} className="space-y-5">
      {!ready && <p className="text-sm text-muted-foreground">{m.checkout_loading_payment()}</p>}
      <PaymentElement
        onReady={() => setReady(true)}
        options={{
          paymentMethodOrder: ['card', 'fpx', 'grabpay'],
          wallets: { applePay: 'never', googlePay: 'never' },
          defaultValues: { billingDetails: { address: { country: billingCountry(currency) } } },
        }}
      />
      {flow.phase.name === 'failed' && (
        <PaymentErrorBanner failure={flow.phase.failure} onTryAgain={() => form.current?.requestSubmit()} />
      )}
      <PendingButton
        pending={busy}
        disabled={busy || !stripe || !ready}
        pendingLabel={m.checkout_processing()}
        className="w-full"
        size="lg"
      >
        {m.checkout_pay({ amount: amountLabel })}
      </PendingButton>
    </form>
  );
}
