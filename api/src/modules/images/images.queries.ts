import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';

export async function findUpload(db: Queryable, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}

/** Takes the one use of an upload link: only its owner, only once, only before it expires. */
export async function claimUpload(db: Queryable, key: string, userId: string) {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.userId, userId),
        isNull(uploads.claimedAt),
        gt(uploads.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function completeUpload(
  db: Queryable,
  key: string,
  stored: { contentType: string; size: number; variantWidths: number[] },
) {
  await db
    .update(uploads)
    .set({ completedAt: sql`now()`, ...stored })
    .where(eq(uploads.key, key));
}

/** The variant widths of a completed upload, or undefined (not ours, not finished). */
export async function completedVariantWidths(db: Queryable, key: string) {
  const [row] = await db
    .select({ variantWidths: uploads.variantWidths })
    .from(uploads)
    .where(and(eq(uploads.key, key), isNotNull(uploads.completedAt)));
  return row?.variantWidths;
}

/** Gives an S3 link back its use when the file simply was not there yet. */
export async function releaseUpload(db: Queryable, key: string) {
  await db.update(uploads).set({ claimedAt: null }).where(eq(uploads.key, key));
}

export async function createUpload(db: Queryable, key: string, userId: string, expiresAt: Date) {
  await db.insert(uploads).values({ key, userId, expiresAt });
}
