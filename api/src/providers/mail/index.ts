import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { keptTransport } from './kept';
import type { MailTransport } from './mail';
import { smtpTransport } from './smtp';

export type { MailTransport } from './mail';

/** SMTP when SMTP_URL is set; otherwise mails are kept in the database. */
export function createMailTransport(env: Env, log: Logger): MailTransport {
  if (!env.SMTP_URL) {
    const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
    return keptTransport(log, env.NODE_ENV === 'development', appUrl.replace(/\/$/, ''));
  }
  const domain = env.APP_URL ? new URL(env.APP_URL).hostname : 'pentas.localhost';
  return smtpTransport(env.SMTP_URL, env.MAIL_FROM, domain);
}
