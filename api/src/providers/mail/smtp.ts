import { createTransport } from 'nodemailer';
import { oneLine, recipientOf } from './address';
import type { MailTransport, OutgoingMail } from './mail';

/**
 * Mail through an SMTP server (SMTP_URL) with nodemailer, over a small pool of connections. Every
 * attempt of one mail carries the same Message-ID (from its outbox id), so a copy sent twice because a
 * reply was lost is one message to the clients that collapse duplicates.
 */
export function smtpTransport(url: string, from: string, domain: string): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    // An SMTP server that stops answering fails the attempt (retried later), never holds the job.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      const { message } = mail;
      await transporter.sendMail({
        from,
        to: recipientOf(mail.to),
        subject: oneLine(message.subject),
        messageId: `<${mail.id}@${domain}>`,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          cid: a.cid,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
