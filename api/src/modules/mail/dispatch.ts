import type { Database } from '../../db/client';
import { queueUnqueued, type SqlExecutor } from './outbox.queries';

/** Mails queued per transaction: a backlog is moved in steps, each committed on its own. */
const DISPATCH_BATCH = 200;

/**
 * Gives every outbox mail that has none its send job (`enqueue` inserts them with the executor, in
 * the transaction that marks them queued). Safe to run on every instance at once; answers how many.
 */
export async function dispatchOutbox(
  db: Database,
  enqueue: (mailIds: string[], executor: SqlExecutor) => Promise<unknown>,
) {
  let total = 0;
  for (;;) {
    const ids = await queueUnqueued(db, DISPATCH_BATCH, enqueue);
    total += ids.length;
    if (ids.length < DISPATCH_BATCH) return total;
  }
}
