import { m } from '@pentas/i18n/messages';
import { ApiError, type components, type PaymentMethod, paymentMethodsFor } from '@pentas/openapi';
import { BuildingIcon, CreditCardIcon, FlaskConicalIcon, SmartphoneIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { cn } from '@/lib/utils';
import { billingCountries, billingCountry } from './billing-country';
import { payDemoIntent } from './mutations';
import { declined } from './payment-outcome';
import { PaymentErrorBanner } from './payment-status';
import type { PaymentFlow } from './use-payment-flow';

type DemoPayment = components['schemas']['DemoPaymentRequest'];
type Bank = Extract<DemoPayment, { method: 'fpx' }>['bank'];

const methodIcons: Record<PaymentMethod, typeof CreditCardIcon> = {
  card: CreditCardIcon,
  fpx: BuildingIcon,
  grabpay: SmartphoneIcon,
};

/** A method's name on its choice ('FPX Online Banking'), in the page's language. */
function methodLabel(method: PaymentMethod): string {
  if (method === 'card') return m.payment_card();
  if (method === 'fpx') return m.checkout_method_fpx();
  return 'GrabPay';
}

/** The demo's banks: their own names, and the one that always refuses. */
function banks(): [Bank, string][] {
  return [
    ['maybank2u', 'Maybank2u'],
    ['cimb', 'CIMB Clicks'],
    ['public_bank', 'Public Bank'],
    ['rhb', 'RHB Now'],
    ['hong_leong', 'Hong Leong Connect'],
    ['ambank', 'AmOnline'],
    ['bank_islam', 'Bank Islam'],
    ['bsn', 'BSN'],
    ['fail', m.checkout_demo_bank_refuses()],
  ];
}

type CardKey = 'number' | 'expiry' | 'cvc';
type CardErrors = Partial<Record<CardKey, string>>;

/** The card's fields, in order, labelled in the page's language. */
function cardFields(): { key: CardKey; id: string; label: string; autoComplete: string; placeholder: string }[] {
  return [
    {
      key: 'number',
      id: 'cardNumber',
      label: m.checkout_card_number(),
      autoComplete: 'cc-number',
      placeholder: '1234 1234 1234 1234',
    },
    {
      key: 'expiry',
      id: 'cardExpiry',
      label: m.checkout_expiry(),
      autoComplete: 'cc-exp',
      placeholder: m.checkout_expiry_placeholder(),
    },
    { key: 'cvc', id: 'cardCvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
  ];
}

/** The card as typed, checked before anything is sent: what is wrong, field by field. */
function cardMistakes(card: Record<CardKey, string>): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{12,19}$/.test(card.number.replace(/\s/g, ''))) errors.number = m.checkout_card_incomplete();
  if (!/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/.test(card.expiry.trim())) errors.expiry = m.checkout_expiry_format();
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = m.checkout_cvc_incomplete();
  return errors;
}

/**
 * The demo provider's payment form (no Stripe keys set): card, FPX and GrabPay as the currency
 * allows, with Stripe's test card numbers. It says plainly that no money moves. A mistake shows beside
 * its field; a decline shows above the button; either way the form keeps what was typed, and Try Again
 * pays with it again.
 */
export function DemoPaymentForm({
  paymentIntentId,
  currency,
  amountLabel,
  flow,
}: {
  paymentIntentId: string;
  currency: string;
  amountLabel: string;
  flow: PaymentFlow;
}) {
  const methods = paymentMethodsFor(currency);
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'card');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const [country, setCountry] = useState(() => billingCountry(currency));
  const [bank, setBank] = useState<Bank>('maybank2u');
  const busy = flow.phase.name === 'processing' || flow.phase.name === 'succeeded';

  function payment(): DemoPayment {
    if (method === 'fpx') return { method, bank };
    if (method === 'grabpay') return { method };
    return { method, cardNumber: card.number.replace(/\s/g, '') };
  }

  /** Shows the mistakes beside their fields and puts the cursor in the first. */
  function showMistakes(found: CardErrors) {
    setErrors(found);
    const first = cardFields().find((f) => found[f.key]);
    if (first) document.getElementById(first.id)?.focus();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (method === 'card') {
      const found = cardMistakes(card);
      if (Object.keys(found).length) {
        flow.dismiss();
        return showMistakes(found);
      }
    }
    setErrors({});
    flow.pay(async () => {
      try {
        const outcome = await payDemoIntent(paymentIntentId, payment());
        if (outcome.paymentStatus === 'succeeded') return { ok: true };
        return { ok: false, failure: declined(outcome.errorCode) };
      } catch (error) {
        // A number the provider finds invalid (its check digit): said beside the field, like ours.
        const number = error instanceof ApiError ? error.fieldErrors.cardNumber : undefined;
        if (!number) throw error;
        showMistakes({ number });
        return { ok: false, failure: null };
      }
    });
  }

  function edit(key: CardKey, value: string) {
    setCard({ ...card, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  }

  return (
    <form ref={form} onSubmit={submit} className="space-y-5" noValidate>
      <p className="flex gap-2 rounded-md border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground">
        <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{m.checkout_demo_notice()}</span>
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{m.checkout_payment_method()}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {methods.map((choice) => {
            const Icon = methodIcons[choice];
            return (
              <label
                key={choice}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border p-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  method === choice && 'border-primary bg-primary/5 text-primary',
                )}
              >
                <input
                  type="radio"
                  name="method"
                  value={choice}
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                  className="sr-only"
                  disabled={busy}
                />
                <Icon className="size-4" aria-hidden /> {methodLabel(choice)}
              </label>
            );
          })}
        </div>
      </fieldset>

      {method === 'card' && (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem_6rem]">
          {cardFields().map(({ key, id, label, autoComplete, placeholder }) => (
            <Field key={key} id={id} label={label} error={errors[key]}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                  value={card[key]}
                  disabled={busy}
                  onChange={(e) => edit(key, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      )}
      {method === 'fpx' && (
        <Field id="fpxBank" label={m.checkout_your_bank()}>
          {(props) => (
            <NativeSelect {...props} value={bank} disabled={busy} onChange={(e) => setBank(e.target.value as Bank)}>
              {banks().map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      {method === 'grabpay' && <p className="text-sm text-muted-foreground">{m.checkout_grabpay_approve()}</p>}
      {method === 'card' && (
        <Field id="billingCountry" label={m.checkout_country()}>
          {(props) => (
            <NativeSelect {...props} value={country} disabled={busy} onChange={(e) => setCountry(e.target.value)}>
              {billingCountries().map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      {flow.phase.name === 'failed' && (
        <PaymentErrorBanner failure={flow.phase.failure} onTryAgain={() => form.current?.requestSubmit()} />
      )}
      <PendingButton pending={busy} pendingLabel={m.checkout_processing()} className="w-full" size="lg">
        {m.checkout_pay({ amount: amountLabel })}
      </PendingButton>
    </form>
  );
}
