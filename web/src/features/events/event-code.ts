import { m } from '@pentas/i18n/messages';
import { parseCodeParam } from '@pentas/openapi';
import { session, storageKeys } from '@/lib/storage';
import type { EventDetail } from './queries';

export type AppliedCode = NonNullable<EventDetail['promoCode']>;

/** The code this browser session applied to the event, if any (a `?code=` link or one typed). */
export const rememberedCode = (eventId: number) => parseCodeParam(session.get(storageKeys.eventCode(eventId)));

/** Kept for the session, as the ref code is: the event page applies it again when opened without one. */
export function rememberCode(eventId: number, code: string | undefined) {
  if (code) session.set(storageKeys.eventCode(eventId), code);
  else session.remove(storageKeys.eventCode(eventId));
}

/** The code checkout sends: only one the event answered as applied (the server prices with it again). */
export const codeForCheckout = (event: Pick<EventDetail, 'promoCode'>) =>
  event.promoCode?.status === 'applied' ? event.promoCode.code : undefined;

/** Why a code does not work, beside the field, in the buyer's words (by status, never by the API's words). */
const codeProblems: Record<Exclude<AppliedCode['status'], 'applied'>, () => string> = {
  not_found: m.code_not_found,
  not_started: m.code_not_started,
  expired: m.code_expired,
  used_up: m.code_used_up,
};
export const codeProblemWords = (status: Exclude<AppliedCode['status'], 'applied'>) => codeProblems[status]();

/** What an applied code does, under the field. */
export function appliedWords(code: AppliedCode) {
  return code.kind === 'access'
    ? m.code_applied_access({ code: code.code })
    : m.code_applied_promo({ code: code.code });
}
