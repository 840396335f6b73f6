import { m } from '@pentas/i18n/messages';
import { conflict, unprocessable } from '../../lib/errors';
import { english, type Said, said, type Words } from '../../lib/said';

/** Checkout's refusals of a code, in the buyer's words (error codes in lib/error-codes.ts). */
export const promoCodeNotValid = (detail: Words) => unprocessable(detail, 'promo_code_not_valid');

export const promoCodeUsedUp = (left: number) =>
  conflict(
    left > 0
      ? said(left === 1 ? m.problem_codes_used_up_left_one : m.problem_codes_used_up_left_many, { left })
      : said(m.problem_codes_used_up),
    'promo_code_used_up',
  );

export const promoCodeLimitPerBuyer = (left: number) =>
  conflict(
    left > 0
      ? said(left === 1 ? m.problem_codes_per_buyer_left_one : m.problem_codes_per_buyer_left_many, { left })
      : said(m.problem_codes_per_buyer_reached),
    'promo_code_limit_per_buyer',
  );

type Refusal = 'not_started' | 'expired' | 'used_up' | 'not_found';

const REFUSALS = {
  not_started: m.problem_codes_code_not_started,
  expired: m.problem_codes_code_expired,
  used_up: m.problem_codes_code_used_up,
  not_found: m.problem_codes_code_not_for_event,
} satisfies Record<Refusal, unknown>;

/** Why a code does not work now, in the buyer's words and language: checkout's refusal. */
const codeRefusal = (typed: string, state: Refusal): Said => said(REFUSALS[state], { code: typed });

/** The same words in English: the event page's note (its `promoCode.message`), which the web words itself. */
export const codeRefusalWords = (typed: string, state: Refusal) => english(codeRefusal(typed, state));

/** Checkout's refusal of a code found (or not) for the event, or undefined when it works. */
export function whyCodeRefused(typed: string, state: 'active' | 'not_started' | 'expired' | 'used_up' | 'not_found') {
  if (state === 'active') return undefined;
  if (state === 'used_up') return promoCodeUsedUp(0);
  return promoCodeNotValid(codeRefusal(typed, state));
}
