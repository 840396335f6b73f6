import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

type MailToQueue = Pick<
  typeof mailOutbox.$inferInsert,
  'key' | 'kind' | 'recipient' | 'recipientName' | 'orderId' | 'data'
>;

/**
 * Writes a mail to the outbox inside the transaction of the change that causes it (docs/design/mail.md):
 * it commits or rolls back with that change. Its key makes a second write a no-op (answers false); the
 * notice wakes the dispatchers at commit.
 */
export async function queueMail(tx: Tx, mail: MailToQueue) {
  const written = await tx
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  await tx.execute(sql`select pg_notify('mail_outbox', '')`);
  return written.length === 1;
}
