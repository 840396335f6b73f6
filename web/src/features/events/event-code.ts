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
export const codeProblemWords: Record<Exclude<AppliedCode['status'], 'applied'>, string> = {
  not_found: 'This code is not valid for this event. Check how it is spelled.',
  not_started: 'This code is not valid yet. Try again when its sale opens.',
  expired: 'This code has expired.',
  used_up: 'This code has been used up: all its tickets are taken.',
};

/** What an applied code does, under the field. */
export function appliedWords(code: AppliedCode) {
  return code.kind === 'access'
    ? `Code ${code.code} applied: tickets for code holders are shown below.`
    : `Code ${code.code} applied: the prices it lowers show the old price struck through.`;
}
