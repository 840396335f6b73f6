import type { Logger } from '../../lib/logger';
import { maskEmail } from '../../lib/masked-email';
import type { MailTransport } from './mail';

/**
 * No SMTP server (the embedded default): the outbox row already holds the rendered mail, which is
 * where it stays for the mail viewer; in development the log gives each one's link in the viewer.
 */
export function keptTransport(log: Logger, development: boolean, appUrl: string): MailTransport {
  return {
    kind: 'kept',
    async send(mail) {
      if (development) {
        log.info(
          { mailId: mail.id },
          `mail kept in the database: "${mail.message.subject}" to ${maskEmail(mail.to.address)}: ${appUrl}/admin/mail/${mail.id}`,
        );
      }
    },
    close: () => undefined,
  };
}
