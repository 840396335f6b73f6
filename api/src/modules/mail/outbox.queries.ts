import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import { mailOutbox, type RenderedMail } from '../../db/schema';

/** How pg-boss runs its SQL on a connection of ours: here, the dispatching transaction's. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Positional SQL (`$1`, `$2`) run on a drizzle transaction, each placeholder bound to its value (undefined: null). */
function executorOf(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
        sql``,
      );
      return { rows: [...(await tx.execute(query))] };
    },
  };
}

/**
 * Up to `limit` mails nobody has queued yet, marked queued in the transaction that makes their send
 * jobs (`enqueue` runs its SQL there): a mail gets exactly one job, however many instances dispatch
 * at once (SKIP LOCKED), and a crash before the commit leaves it unqueued for the next dispatch.
 */
export async function queueUnqueued(
  db: Database,
  limit: number,
  enqueue: (mailIds: string[], executor: SqlExecutor) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: string }>(sql`
      update ${mailOutbox} set queued_at = now(), updated_at = now()
      where id in (
        select id from ${mailOutbox} where status = 'pending' and queued_at is null
        order by created_at limit ${limit} for update skip locked)
      returning id`);
    const ids = rows.map((r) => r.id);
    if (ids.length) await enqueue(ids, executorOf(tx));
    return ids;
  });
}

/**
 * The mail, held by this sender for `leaseSeconds` and its attempt counted, if it is still to send and
 * no other sender holds it. One statement: of two jobs for one mail, one sends.
 */
export async function claimMail(db: Queryable, mailId: string, leaseSeconds: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(mailOutbox.id, mailId),
        eq(mailOutbox.status, 'pending'),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

export async function mailStatus(db: Queryable, mailId: string) {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, mailId));
  return row?.status;
}

/** Keeps the first rendering of a mail (a second renderer's is dropped) and answers the one kept. */
export async function keepRendered(db: Queryable, mailId: string, message: RenderedMail) {
  const [row] = await db
    .update(mailOutbox)
    .set({ message: sql`coalesce(${mailOutbox.message}, ${JSON.stringify(message)}::jsonb)` })
    .where(eq(mailOutbox.id, mailId))
    .returning({ message: mailOutbox.message });
  return row.message as RenderedMail;
}

/** Sent, by its id, once: the conditional makes a second mark (a job run twice) change nothing. */
export async function markSent(db: Queryable, mailId: string) {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** An attempt failed: its error kept, the mail let go for the next attempt, or failed after the last. */
export async function markAttemptFailed(db: Queryable, mailId: string, error: string, last: boolean) {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 2000),
      claimedUntil: null,
      status: last ? 'failed' : 'pending',
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
}
