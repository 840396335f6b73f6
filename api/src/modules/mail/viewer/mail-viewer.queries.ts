import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';
import { startingWith } from '../../../lib/like-pattern';

const summary = {
  id: mailOutbox.id,
  key: mailOutbox.key,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  recipientName: mailOutbox.recipientName,
  subject: sql<string | null>`${mailOutbox.message}->>'subject'`,
  status: mailOutbox.status,
  lastError: mailOutbox.lastError,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** A page of the outbox, newest first, with the total; the recipient matched whole or by its beginning. */
export async function mailPage(
  db: Queryable,
  filters: { status?: 'sent' | 'pending' | 'failed'; recipient?: string },
  window: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    filters.status ? eq(mailOutbox.status, filters.status) : undefined,
    filters.recipient ? sql`lower(${mailOutbox.recipient}) like ${startingWith(filters.recipient)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summary)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total };
}

export async function mailById(db: Queryable, mailId: string) {
  const [row] = await db
    .select({ ...summary, message: mailOutbox.message })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  return row;
}

const wakeDispatchers = sql`select pg_notify('mail_outbox', '')`;

/**
 * A failed mail back to pending and unqueued (the dispatcher gives it a new send job), in one
 * conditional statement: of two clicks, one finds it failed; the other finds it waiting and changes nothing.
 */
export async function requeueFailed(db: Queryable, mailId: string) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', queuedAt: null, claimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
    .returning(summary);
  if (row) await db.execute(wakeDispatchers);
  return row;
}

/** A second click within this long of a send is the same click: no copy. */
const JUST_SENT_SECONDS = 30;

/**
 * A sent mail's copy, with the rendering kept (the same words and attachments), under the key
 * `{key}:copy:{n}`, n one more than the copies it has. None while a copy of it is still waiting or
 * within 30 s of its last send (a double click), and two clicks at once compute the same key, which
 * the unique key keeps once. Nothing when the mail is not sent.
 */
export async function copySent(db: Queryable, mailId: string) {
  const copies = sql`c.key like replace(replace(replace(o.key, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || ':copy:%'`;
  const rows = await db.execute<{ id: string }>(sql`
    insert into ${mailOutbox} (key, kind, recipient, recipient_name, order_id, data, message)
    select o.key || ':copy:' || (select count(*) + 1 from ${mailOutbox} c where ${copies}),
           o.kind, o.recipient, o.recipient_name, o.order_id, o.data, o.message
    from ${mailOutbox} o
    where o.id = ${mailId} and o.status = 'sent'
      and not exists (
        select 1 from ${mailOutbox} c
        where (c.id = o.id or ${copies})
          and (c.status = 'pending' or c.sent_at > now() - ${JUST_SENT_SECONDS} * interval '1 second'))
    on conflict (key) do nothing
    returning id`);
  if (!rows.length) return undefined;
  await db.execute(wakeDispatchers);
  return mailById(db, rows[0].id);
}
