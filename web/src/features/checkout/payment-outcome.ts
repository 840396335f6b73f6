import { m } from '@pentas/i18n/messages';

/** What a payment attempt that did not succeed tells the buyer. */
export interface PaymentFailure {
  /** 'Card Error', 'Invalid Payment Details', 'Payment Failed' or 'Connection Error', in the page's language. */
  title: string;
  message: string;
  /** What to do about it, for bank and card problems. */
  advice: string | null;
}

/** 'pi_123_secret_abc' → 'pi_123': the intent a client secret belongs to. */
export function intentIdOf(clientSecret: string) {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** A provider's code in words a buyer understands, when there are some. */
function codeMessage(code: string): string | null {
  switch (code) {
    case 'card_declined':
      return m.checkout_card_declined();
    case 'insufficient_funds':
      return m.checkout_insufficient_funds();
    case 'expired_card':
      return m.checkout_expired_card();
    case 'incorrect_cvc':
      return m.checkout_incorrect_cvc();
    case 'fpx_bank_error':
      return m.checkout_fpx_bank_error();
    case 'payment_method_not_available':
      return m.checkout_method_unavailable();
    default:
      return null;
  }
}

export const onlineBankingAdvice = () => m.checkout_advice_online_banking();
export const cardAdvice = () => m.checkout_advice_card();

export function adviceFor(code: string | null): string | null {
  if (!code) return null;
  if (/payment_method_not_available|fpx|bank/.test(code)) return onlineBankingAdvice();
  if (/card_declined|insufficient_funds/.test(code)) return cardAdvice();
  return null;
}

/** A decline from the provider, by its code (Stripe's codes; the demo provider uses the same). */
export function declined(code: string | null, message?: string | null): PaymentFailure {
  const isCard = code !== null && /card|insufficient_funds|cvc/.test(code);
  return {
    title: isCard ? m.checkout_card_error() : m.checkout_payment_failed(),
    message: message || (code && codeMessage(code)) || m.checkout_not_through(),
    advice: adviceFor(code),
  };
}

/** The server confirmed, but the payment is in some other state than succeeded. */
export function unsettled(status: string): PaymentFailure {
  return {
    title: m.checkout_payment_failed(),
    message: m.checkout_status_other({ status }),
    advice: null,
  };
}

export const timeoutWarning = () => m.checkout_timeout_warning();
