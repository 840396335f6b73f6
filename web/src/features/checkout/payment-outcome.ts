/** What a payment attempt that did not succeed tells the buyer. */
export interface PaymentFailure {
  title: 'Card Error' | 'Invalid Payment Details' | 'Payment Failed' | 'Connection Error';
  message: string;
  /** What to do about it, for bank and card problems. */
  advice: string | null;
}

/** 'pi_123_secret_abc' → 'pi_123': the intent a client secret belongs to. */
export function intentIdOf(clientSecret: string) {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

const codeMessages: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  fpx_bank_error: 'Your bank could not complete the payment.',
  payment_method_not_available: 'This payment method is not available right now.',
};

export const onlineBankingAdvice =
  'Online banking: check that your bank is online and your account can pay online, or choose another bank or pay by card.';
export const cardAdvice = 'Card: check the card details and your available balance, or use another card.';

export function adviceFor(code: string | null): string | null {
  if (!code) return null;
  if (/payment_method_not_available|fpx|bank/.test(code)) return onlineBankingAdvice;
  if (/card_declined|insufficient_funds/.test(code)) return cardAdvice;
  return null;
}

/** A decline from the provider, by its code (Stripe's codes; the demo provider uses the same). */
export function declined(code: string | null, message?: string | null): PaymentFailure {
  const isCard = code !== null && /card|insufficient_funds|cvc/.test(code);
  return {
    title: isCard ? 'Card Error' : 'Payment Failed',
    message: message || (code && codeMessages[code]) || 'The payment did not go through.',
    advice: adviceFor(code),
  };
}

/** The server confirmed, but the payment is in some other state than succeeded. */
export function unsettled(status: string): PaymentFailure {
  return {
    title: 'Payment Failed',
    message: `Payment status: ${status}. Please contact support if you need assistance.`,
    advice: null,
  };
}

export const timeoutWarning = 'Payment is taking longer than expected. Please check your connection and try again.';
