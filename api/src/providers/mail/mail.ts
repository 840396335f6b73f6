import type { RenderedMail } from '../../db/schema';

/** One mail of the outbox on its way: who it goes to and what it says, as rendered once. */
export interface OutgoingMail {
  /** The outbox row's id: logged, and the Message-ID's left part (the same on every attempt). */
  id: string;
  to: { name: string | null; address: string };
  message: RenderedMail;
}

/** Where mail goes: an SMTP server, or (without one) nowhere but the outbox row that keeps it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'kept';
  /** Resolves once the server accepted the mail; rejects with its error otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
