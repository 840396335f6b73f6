import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkInOnce } from '../../api/src/modules/tickets/check-in-once';
import { doorFixture } from '../support/door';
import { userId } from '../support/factories';
import { transactionHeldOpen } from '../support/locks';

const { db, buyer, adminId, buy } = await doorFixture();
const scanner = { id: adminId, email: 'admin@pentas.test' };
const organizerId = await userId(db, 'organizer@pentas.test');

describe('the check-in statement losing a race', () => {
  it('answers the ticket as another scanner left it (when, and by whom), not as its own snapshot saw it', async () => {
    const [ticket] = await buy(buyer);
    const firstAt = new Date('2026-12-12T11:02:41.000Z');
    // Another scanner: has taken the row and checked it in, and commits only once ours is waiting for it.
    const other = transactionHeldOpen(
      db.$client,
      (tx) =>
        tx`update tickets set status = 'checked_in', checked_in_at = ${firstAt.toISOString()}::timestamptz, checked_in_by = ${organizerId}
           where id = ${ticket.id}`,
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
    expect(result.view?.ticket).toMatchObject({ status: 'checked_in', checkedInAt: firstAt });
    expect(result.view?.checkedInBy).toEqual({ email: 'organizer@pentas.test', firstName: 'Daniel', lastName: 'Lim' });
  });

  it('answers done with the ticket as it wrote it when it wins', async () => {
    const [ticket] = await buy(buyer);
    const result = await checkInOnce(db, ticket.id, scanner, { requestId: 'race-test' });
    expect(result.done).toBe(true);
    expect(result.view?.ticket.status).toBe('checked_in');
    expect(result.view?.ticket.checkedInAt).toBeInstanceOf(Date);
    expect(result.view?.event.dateTime).toBeInstanceOf(Date);
    expect(result.view?.checkedInBy).toMatchObject({ email: 'admin@pentas.test' });
    expect(await checkInOnce(db, ticket.id, scanner, { requestId: 'race-test' })).toMatchObject({
      done: false,
      view: { ticket: { status: 'checked_in', checkedInAt: result.view?.ticket.checkedInAt } },
    });
  });
});
