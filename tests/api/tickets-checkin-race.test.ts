import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkInOnce } from '../../api/src/modules/tickets/check-in-once';
import { doorFixture } from '../support/door';
import { transactionHeldOpen } from '../support/locks';

const { db, buyer, adminId, buy } = await doorFixture();
const scanner = { id: adminId, email: 'admin@pentas.test' };

describe('the check-in statement losing a race', () => {
  it('answers the ticket as another scanner left it, not as its own snapshot saw it', async () => {
    const [ticket] = await buy(buyer);
    // Another scanner: has taken the row and checked it in, and commits only once ours is waiting for it.
    const other = transactionHeldOpen(
      db.$client,
      (tx) => tx`update tickets set status = 'checked_in', checked_in_at = now() where id = ${ticket.id}`,
    );
    await other.opened;
    const ours = checkInOnce(db, ticket.id, scanner, { requestId: 'race-test' });
    await vi.waitFor(
      async () => {
        const [row] = await db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like '%with done as%'`,
        );
        expect(row.waiting).toBe(1);
      },
      { timeout: 10_000 },
    );
    other.release();
    await other.done;
    const result = await ours;
    expect(result.done).toBe(false);
    expect(result.view?.ticket.status).toBe('checked_in');
  });

  it('answers done with the ticket as it wrote it when it wins', async () => {
    const [ticket] = await buy(buyer);
    const result = await checkInOnce(db, ticket.id, scanner, { requestId: 'race-test' });
    expect(result.done).toBe(true);
    expect(result.view?.ticket.status).toBe('checked_in');
    expect(result.view?.ticket.checkedInAt).toBeInstanceOf(Date);
    expect(result.view?.event.dateTime).toBeInstanceOf(Date);
    expect(await checkInOnce(db, ticket.id, scanner, { requestId: 'race-test' })).toMatchObject({
      done: false,
      view: { ticket: { status: 'checked_in' } },
    });
  });
});
