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

/** Why a code found for the event does not work now, or undefined when it does. */
export function whyCodeRefused(typed: string, state: 'active' | 'not_started' | 'expired' | 'used_up' | 'not_found') {
  switch (state) {
    case 'active':
      return undefined;
    case 'not_started':
      return promoCodeNotValid(`Code ${typed} is not valid yet.`);
    case 'expired':
      return promoCodeNotValid(`Code ${typed} has expired.`);
    case 'used_up':
      return promoCodeUsedUp(0);
    default:
      return promoCodeNotValid(`Code ${typed} is not valid for this event.`);
  }
}
