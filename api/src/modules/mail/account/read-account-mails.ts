import { BASE_LOCALE, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { createEmailVerificationToken } from 'better-auth/api';
import type { AppDeps } from '../../../context';
import type { mailOutbox } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { languageOf } from '../recipient-language';
import type { AccountMailData } from './render-account-mail';

type OutboxMail = typeof mailOutbox.$inferSelect;

/** How long the link to a new address works. */
const EMAIL_CHANGE_LINK_SECONDS = 24 * 3600;

/** An account mail's subject and lines: the render worker draws them in the one layout. */
const rendered = (subject: string, mail: AccountMailData['mail']): AccountMailData => ({ subject, mail });

/** How a mail greets its reader: their name, else 'there'. */
const nameOf = (mail: OutboxMail, locale: Locale) => mail.recipientName?.trim() || m.mail_there({}, { locale });

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
  const locale = await languageOf(deps, { id: userId });
  const o = { locale };
  return rendered(m.mail_email_change_subject({}, o), {
    locale,
    preview: m.mail_email_change_preview({}, o),
    heading: m.mail_email_change_subject({}, o),
    lines: [m.mail_email_change_line({ name: nameOf(mail, locale) }, o)],
    action: { label: m.mail_email_change_action({}, o), url },
    notes: [m.mail_email_change_note({}, o)],
  });
}

/** To the old address, once the change is made (written by a trigger on the account, migration 0024). */
export async function readEmailChanged(deps: AppDeps, mail: OutboxMail): Promise<AccountMailData> {
  // Sent to the old address once the account has the new one: found by the new.
  const newEmail = mail.data?.newEmail;
  const locale = newEmail ? await languageOf(deps, { email: newEmail }) : BASE_LOCALE;
  const o = { locale };
  return rendered(m.mail_email_changed_subject({}, o), {
    locale,
    preview: m.mail_email_changed_preview({}, o),
    heading: m.mail_email_changed_heading({}, o),
    lines: [
      m.mail_email_changed_line(
        { name: nameOf(mail, locale), email: newEmail ?? m.mail_email_changed_new_address({}, o) },
        o,
      ),
    ],
    notes: [m.mail_email_changed_note({}, o)],
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
  const locale = await languageOf(deps, { id: userId });
  const o = { locale };
  return rendered(m.mail_welcome_subject({}, o), {
    locale,
    preview: m.mail_welcome_preview({}, o),
    heading: m.mail_welcome_subject({}, o),
    lines: [m.mail_welcome_ready({ name: nameOf(mail, locale) }, o), m.mail_welcome_confirm({}, o)],
    action: { label: m.mail_welcome_action({}, o), url },
    notes: [m.mail_welcome_note({}, o)],
  });
}

/**
 * The forgot-password mail: one link, good for 30 minutes and once, and what to do if it was not you. Its
 * link is made from the token its trigger kept on the row (migration 0024).
 */
export async function readPasswordReset(deps: AppDeps, mail: OutboxMail): Promise<AccountMailData> {
  const token = mail.data?.token;
  if (!token) throw new Error('a password reset mail without its token');
  const url = `${appUrlOf(deps)}/reset-password?token=${encodeURIComponent(token)}`;
  const locale = await languageOf(deps, { email: mail.recipient });
  const o = { locale };
  return rendered(m.mail_reset_subject({}, o), {
    locale,
    preview: m.mail_reset_preview({}, o),
    heading: m.mail_reset_heading({}, o),
    lines: [m.mail_reset_line({ name: nameOf(mail, locale) }, o)],
    action: { label: m.mail_reset_action({}, o), url },
    notes: [m.mail_reset_note_once({}, o), m.mail_reset_note_ignore({}, o)],
  });
}
