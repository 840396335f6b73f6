import { conflict, unprocessable } from '../../lib/errors';

/** Checkout's refusals of a code, in the buyer's words (error codes in lib/error-codes.ts). */
export const promoCodeNotValid = (detail: string) => unprocessable(detail, 'promo_code_not_valid');

export const promoCodeUsedUp = (left: number) =>
  conflict(
    left > 0
      ? `This code can be used for only ${left} more ${left === 1 ? 'ticket' : 'tickets'}.`
      : 'This code has been used up.',
    'promo_code_used_up',
  );

export const promoCodeLimitPerBuyer = (left: number) =>
  conflict(
    left > 0
      ? `You can buy only ${left} more ${left === 1 ? 'ticket' : 'tickets'} with this code.`
      : 'You have bought as many tickets with this code as it allows.',
    'promo_code_limit_per_buyer',
  );

/** Why a code does not work now, in the buyer's words: the event page's note and checkout's refusal say the same. */
export function codeRefusalWords(typed: string, state: 'not_started' | 'expired' | 'used_up' | 'not_found') {
  switch (state) {
    case 'not_started':
      return `Code ${typed} is not valid yet.`;
    case 'expired':
      return `Code ${typed} has expired.`;
    case 'used_up':
      return `Code ${typed} has been used up.`;
    default:
      return `Code ${typed} is not valid for this event.`;
  }
}

/** Checkout's refusal of a code found (or not) for the event, or undefined when it works. */
export function whyCodeRefused(typed: string, state: 'active' | 'not_started' | 'expired' | 'used_up' | 'not_found') {
  if (state === 'active') return undefined;
  if (state === 'used_up') return promoCodeUsedUp(0);
  return promoCodeNotValid(codeRefusalWords(typed, state));
}
