import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { processedWebhookEvents } from '../../db/schema';

/** Records an event id; false when it was already recorded (the primary key decides). */
export async function recordWebhookEvent(db: Queryable, id: string, type: string) {
  const [row] = await db.insert(processedWebhookEvents).values({ id, type }).onConflictDoNothing().returning();
  return row !== undefined;
}

export async function forgetWebhookEvent(db: Queryable, id: string) {
  await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, id));
}
