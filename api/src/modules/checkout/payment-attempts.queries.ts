import type { Queryable } from '../../db/client';
import { paymentAttempts } from '../../db/schema';

/** One payment a buyer tried (the live analytics' success rate per method). */
export async function recordPaymentAttempt(
  db: Queryable,
  order: { id: string; eventId: number },
  method: string,
  errorCode: string | null,
) {
  await db
    .insert(paymentAttempts)
    .values({ orderId: order.id, eventId: order.eventId, method, succeeded: errorCode === null, errorCode });
}
