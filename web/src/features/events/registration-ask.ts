import { session, storageKeys } from '@/lib/storage';

/** The dialog's step: closed, asking (the spec's words and buttons), or the forms to sign up or in. */
export type RegistrationStep = 'closed' | 'ask' | 'forms';

/**
 * Whether a visitor's first try to buy in this browser session asks them to register (decisions.md
 * item 30: once per session, on the first Add to Cart, never on arrival); marks it asked.
 */
export function firstAskThisSession() {
  if (session.get(storageKeys.registrationDialogShown)) return false;
  session.set(storageKeys.registrationDialogShown, 'true');
  return true;
}
