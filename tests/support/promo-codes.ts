import type { Database } from '../../api/src/db/client';
import { promoCodes } from '../../api/src/db/schema';
import { userId } from './factories';

/** Inserts a live code straight into the database (tests of checkout's rules); a 20% discount on every type unless told. */
export async function insertCode(db: Database, eventId: number, fields: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      eventId,
      code: `CODE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      kind: 'discount',
      discountType: 'percent',
      discountValue: 20,
      createdBy: await userId(db, 'organizer@pentas.test'),
      ...fields,
    })
    .returning();
  return row;
}
