import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { demoPaymentIntents } from '../../db/schema';
import type { PaymentIntent, PaymentProvider } from './payments';

type Row = Pick<
  typeof demoPaymentIntents.$inferSelect,
  'id' | 'clientSecret' | 'status' | 'amountMinor' | 'currency' | 'lastErrorCode' | 'paidWith'
>;

const toIntent = (row: Row): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as PaymentIntent['status'],
  // A bigint: a string when read by a raw statement.
  amountMinor: Number(row.amountMinor),
  currency: row.currency,
  lastErrorCode: row.lastErrorCode,
  paidWith: row.status === 'succeeded' ? row.paidWith : null,
});

/**
 * Creates the order's intent, or answers the one it has (a retried create: same idempotency key, same
 * order). Raw and prepared: every demo checkout of a flash sale makes this call.
 */
const createStatement = preparedStatement<
  Row,
  { id: string; orderId: string; clientSecret: string; amountMinor: number; currency: string; methods: string[] }
>(sql`
  insert into ${demoPaymentIntents} (id, order_id, client_secret, amount_minor, currency, payment_method_types)
  values (${sql.placeholder('id')}, ${sql.placeholder('orderId')}, ${sql.placeholder('clientSecret')},
    ${sql.placeholder('amountMinor')}, ${sql.placeholder('currency')}, ${sql.placeholder('methods')}::text[])
  on conflict (order_id) do update set updated_at = ${demoPaymentIntents.updatedAt}
  returning id, client_secret as "clientSecret", status, amount_minor as "amountMinor", currency,
    last_error_code as "lastErrorCode", paid_with as "paidWith"`);

/** A card ending so pays, and refunds of it fail (Stripe's test card 4000 0000 0000 5126 does the same). */
const REFUND_FAILS_LAST4 = '5126';

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
      const [row] = await createStatement(db, {
        id,
        orderId: input.orderId,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountMinor: input.amountMinor,
        currency: input.currency,
        methods: input.methods,
      });
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
    async refund(id, options = {}) {
      const intent = await find(id);
      const refundId = `re_demo_${createHash('sha256')
        .update(options.idempotencyKey ?? id)
        .digest('hex')
        .slice(0, 24)}`;
      // Stripe's test card 4000 0000 0000 5126 pays, and its refunds fail: the demo's failing mode.
      if (intent.paidWith?.cardLast4 === REFUND_FAILS_LAST4) {
        return { id: refundId, status: 'failed', failureReason: 'expired_or_canceled_card' };
      }
      if (options.amountMinor === undefined || options.amountMinor >= Number(intent.amountMinor)) {
        await db
          .update(demoPaymentIntents)
          .set({ refundedAt: new Date(), updatedAt: new Date() })
          .where(eq(demoPaymentIntents.id, id));
      }
      return { id: refundId, status: 'succeeded', failureReason: null };
    },
  };
}
