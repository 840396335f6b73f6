import { createEmailVerificationToken } from 'better-auth/api';
import type { AppDeps } from '../../../context';
import type { mailOutbox } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import type { AccountMailData } from './render-account-mail';

type OutboxMail = typeof mailOutbox.$inferSelect;

/** How long the link to a new address works. */
const EMAIL_CHANGE_LINK_SECONDS = 24 * 3600;

/** An account mail's subject and lines: the render worker draws them in the one layout. */
const rendered = (subject: string, mail: AccountMailData['mail']): AccountMailData => ({ subject, mail });

/**
 * To the new address: better-auth's signed link (its change-email step), made here in the send job (the API process). It
 * names the old address, so once the change is made it no longer matches and works no more.
 */
export async function readEmailChange(deps: AppDeps, mail: OutboxMail): Promise<AccountMailData> {
  const { userId, oldEmail, newEmail } = mail.data ?? {};
  if (!userId || !oldEmail || !newEmail) throw new Error('an e-mail change mail without its addresses');
  const token = await createEmailVerificationToken(deps.secret, oldEmail, newEmail, EMAIL_CHANGE_LINK_SECONDS, {
    userId,
    requestType: 'change-email-verification',
  });
  const url = `${appUrlOf(deps)}/confirm-email?token=${encodeURIComponent(token)}`;
  return rendered('Confirm your new e-mail address', {
    preview: 'Confirm this address for your Pentas account',
    heading: 'Confirm your new e-mail address',
    lines: [`Hi ${mail.recipientName?.trim() || 'there'}, you asked to use this address for your Pentas account.`],
    action: { label: 'Use this address', url },
    notes: ['The link works for 24 hours. Until you open it, your account keeps its old address.'],
  });
}

/** To the old address, once the change is made (written by a trigger on the account, migration 0024). */
export async function readEmailChanged(_deps: AppDeps, mail: OutboxMail): Promise<AccountMailData> {
  const newEmail = mail.data?.newEmail ?? 'a new address';
  return rendered('Your Pentas e-mail address was changed', {
    preview: 'Your account now uses another address',
    heading: 'Your e-mail address was changed',
    lines: [
      `Hi ${mail.recipientName?.trim() || 'there'}, your Pentas account now uses ${newEmail}. Mail about your orders and tickets goes there from now on.`,
    ],
    notes: ["If you didn't make this change, reply to this mail or contact Pentas support at once."],
  });
}

/** How long the welcome mail's link to confirm the address works. */
const WELCOME_LINK_SECONDS = 7 * 24 * 3600;

/**
 * The welcome after sign-up (written by a trigger on the new account, migration 0024), with better-auth's
 * signed link to confirm the address. Signing in never waits for it.
 */
export async function readWelcome(deps: AppDeps, mail: OutboxMail): Promise<AccountMailData> {
  const userId = mail.data?.userId;
  if (!userId) throw new Error('a welcome mail without its account');
  const token = await createEmailVerificationToken(deps.secret, mail.recipient, undefined, WELCOME_LINK_SECONDS, {
    userId,
  });
  const url = `${appUrlOf(deps)}/confirm-email?token=${encodeURIComponent(token)}`;
  return rendered('Welcome to Pentas', {
    preview: 'Your account is ready: confirm your address',
    heading: 'Welcome to Pentas',
    lines: [
      `Hi ${mail.recipientName?.trim() || 'there'}, your account is ready: find an event, buy tickets in seconds and keep them in your wallet.`,
      'Please confirm this is your address, so your tickets and receipts reach you.',
    ],
    action: { label: 'Confirm my address', url },
    notes: ["The link works for 7 days. If you didn't sign up, ignore this mail."],
  });
}
