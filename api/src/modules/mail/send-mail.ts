import type { AppDeps } from '../../context';
import { asError } from '../../lib/as-error';
import type { MailTransport } from '../../providers/mail';
import { claimMail, keepRendered, mailStatus, markAttemptFailed, markSent } from './outbox.queries';
import { renderMail } from './render-mail';

/**
 * How long a sender holds a mail. Longer than a send job may run (its expiry, engine.ts), so a job
 * pg-boss gave up on and retried finds the first still holding it and waits, instead of sending again.
 */
export const MAIL_LEASE_SECONDS = 180;

class MailHeldElsewhere extends Error {
  constructor() {
    super('another sender holds this mail: tried again later');
  }
}

/**
 * Sends one outbox mail, the job's whole work: claim it (one conditional statement), render it once
 * (kept on the row, so every attempt sends the same bytes and Message-ID), hand it to the transport,
 * then mark it sent by its id in one conditional statement. A failure is recorded on the row and
 * thrown for pg-boss to retry with backoff; `lastAttempt` marks the mail failed instead.
 */
export async function sendOutboxMail(
  deps: AppDeps,
  transport: MailTransport,
  mailId: string,
  options: { lastAttempt: boolean; beforeSend?: () => Promise<void> },
) {
  const mail = await claimMail(deps.db, mailId, MAIL_LEASE_SECONDS);
  if (!mail) {
    const status = await mailStatus(deps.db, mailId);
    // Sent or failed already (a job run twice), or gone: nothing to do.
    if (status !== 'pending') return 'done' as const;
    throw new MailHeldElsewhere();
  }
  try {
    const message = mail.message ?? (await keepRendered(deps.db, mail.id, await renderMail(deps, mail)));
    await options.beforeSend?.();
    await transport.send({ id: mail.id, to: { name: mail.recipientName, address: mail.recipient }, message });
  } catch (failure) {
    const error = asError(failure);
    await markAttemptFailed(deps.db, mail.id, error.message, options.lastAttempt);
    deps.log.warn({ mailId: mail.id, err: error, lastAttempt: options.lastAttempt }, 'mail not sent');
    throw error;
  }
  await markSent(deps.db, mail.id);
  return 'sent' as const;
}
