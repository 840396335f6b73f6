import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateCodes } from '../../db/schema';

/** An affiliate code by its text (checkout records it on the order). */
export async function findAffiliateCode(db: Queryable, code: string) {
  const [row] = await db.select().from(affiliateCodes).where(eq(affiliateCodes.code, code));
  return row;
}

export async function codeOfUser(db: Queryable, userId: string) {
  const [row] = await db.select().from(affiliateCodes).where(eq(affiliateCodes.userId, userId));
  return row;
}

/**
 * Inserts the user's code unless one exists (unique user_id) or the code is taken (unique code):
 * either way nothing happens and nothing fails, so concurrent first calls cannot both create one.
 */
export async function insertCodeIfAbsent(db: Queryable, userId: string, code: string) {
  await db.insert(affiliateCodes).values({ userId, code }).onConflictDoNothing();
}
