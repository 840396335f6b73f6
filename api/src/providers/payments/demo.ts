import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoPaymentIntents } from '../../db/schema';
import type { PaymentIntent, PaymentProvider } from './payments';

type Row = typeof demoPaymentIntents.$inferSelect;

const toIntent = (row: Row): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as PaymentIntent['status'],
  amountMinor: row.amountMinor,
  currency: row.currency,
  lastErrorCode: row.lastErrorCode,
});

/**
 * The demo provider: Stripe's payment-intent life cycle kept in PostgreSQL, for running without
 * Stripe keys. The demo payment form confirms intents through modules/checkout's demo route.
 */
export function demoPayments(db: Database): PaymentProvider {
  const find = async (id: string) => {
    const [row] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, id));
    if (!row) throw new Error(`no demo payment intent ${id}`);
    return row;
  };
  return {
    kind: 'demo',
    async createIntent(input) {
      const id = `pi_demo_${randomBytes(12).toString('hex')}`;
      // One intent per order: a retried create (same idempotency key = same order) returns it.
      const [row] = await db
        .insert(demoPaymentIntents)
        .values({
          id,
          orderId: input.orderId,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          amountMinor: input.amountMinor,
          currency: input.currency,
          paymentMethodTypes: input.methods,
        })
        .onConflictDoUpdate({
          target: demoPaymentIntents.orderId,
          set: { updatedAt: sql`${demoPaymentIntents.updatedAt}` },
        })
        .returning();
      return toIntent(row);
    },
    async retrieveIntent(id) {
      return toIntent(await find(id));
    },
    async cancelIntent(id) {
      await db
        .update(demoPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(sql`${demoPaymentIntents.id} = ${id} and ${demoPaymentIntents.status} <> 'succeeded'`);
    },
    async refund(id) {
      await db
        .update(demoPaymentIntents)
        .set({ refundedAt: new Date(), updatedAt: new Date() })
        .where(eq(demoPaymentIntents.id, id));
    },
  };
}
