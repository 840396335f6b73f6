import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, refunds, tickets } from '../../api/src/db/schema';
import { REFUND_JOB, writeRefund } from '../../api/src/modules/refunds';
import { sendRefunds } from '../../api/src/modules/refunds/send-refunds';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

// Payment health's refunds to settle (docs/design/refunds.md): those the provider refused (the demo card
// ending 5126 pays and its refunds fail) or could no longer make (FPX past 60 days), each paid back by
// hand by an admin, once.
const { app, db, deps } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const secondAdmin = await signedInApi(app, 'admin@pentas.test');
const [buyerEmail] = await insertCustomers(db, 1, 'settle-buyer');
const buyer = await signedInApi(app, buyerEmail);
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Refunds To Settle',
  tickets: [{ priceMinor: 8000, quantity: 100 }],
});
const [type] = event.ticketTypes;
const FAILING_CARD = { method: 'card' as const, cardNumber: '4000 0000 0000 5126' };

/** A paid order (by the failing card unless told) with one ticket refunded in full and sent to the provider. */
async function sentRefund(
  card: { method: 'card'; cardNumber: string } = FAILING_CARD,
  before?: (orderId: string) => Promise<void>,
) {
  const { order, intentId } = await startCheckout(db, buyer, event.id, [
    { ticketTypeId: type.id, quantity: 1, unitPrice: '80.00' },
  ]);
  expect((await payDemo(buyer, intentId, card)).data?.orderStatus).toBe('completed');
  const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, order.id));
  const refundId = await db.transaction((tx) =>
    writeRefund(tx, {
      orderId: order.id,
      ticketIds: [ticket.id],
      amountMinor: 8240,
      feeMinor: 240,
      cause: 'staff',
      reason: null,
      by: REFUND_JOB,
    }),
  );
  await before?.(order.id);
  await sendRefunds(deps);
  return { orderId: order.id, refundId };
}

const settle = (api: ApiClient, id: string, note = 'Bank transfer, ref. MBB 0042') =>
  api.POST('/api/admin/refunds/{id}/settle', { params: { path: { id } }, body: { note } });
const stateOf = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0].state;
const listed = async () => (await expectData(admin.GET('/api/admin/payment-health'))).refundsToSettle;

describe('payment health: refunds to settle by hand', () => {
  it('lists a refund the provider refused with its order, amount, why and what to do', async () => {
    const { orderId, refundId } = await sentRefund();
    expect(await stateOf(refundId)).toBe('failed');
    const toSettle = await listed();
    expect(toSettle.count).toBeGreaterThanOrEqual(1);
    expect(toSettle.refunds.find((r) => r.id === refundId)).toEqual({
      id: refundId,
      orderId,
      eventTitle: 'Refunds To Settle',
      customerEmail: buyerEmail,
      amount: '82.40',
      currency: 'MYR',
      state: 'failed',
      why: "The payment provider refused it: the buyer's card has expired or was cancelled.",
      whatToDo: 'Pay the buyer back by bank transfer, then mark it settled.',
      createdAt: expect.any(String),
    });
  });

  it('lists an FPX payment past its 60 days as manual, with the window as the reason', async () => {
    const { refundId } = await sentRefund({ method: 'card', cardNumber: '4242 4242 4242 4242' }, async (orderId) => {
      await db
        .update(orders)
        .set({
          paidWith: { method: 'fpx', reference: 'FPX-1', bank: 'maybank2u', cardBrand: null, cardLast4: null },
          completedAt: new Date(Date.now() - 61 * 86400_000),
        })
        .where(eq(orders.id, orderId));
    });
    const row = (await listed()).refunds.find((r) => r.id === refundId);
    expect(row).toMatchObject({ state: 'manual' });
    expect(row?.why).toBe('FPX payments can be refunded for 60 days only.');
  });

  it('settles a failed refund once, with its audit row; a second settle is a 409', async () => {
    const { refundId } = await sentRefund();
    expect(await expectData(settle(admin, refundId))).toEqual({ id: refundId, state: 'succeeded' });
    expect(await stateOf(refundId)).toBe('succeeded');
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.settle_by_hand'), eq(auditLog.targetId, refundId)));
    expect(row.after).toMatchObject({ state: 'succeeded', note: 'Bank transfer, ref. MBB 0042', amountMinor: 8240 });
    expect(row.before).toMatchObject({ state: 'failed', reason: 'expired_or_canceled_card' });
    expect(expectProblem(await settle(admin, refundId), 409).code).toBe('refund_not_to_settle');
    expect((await listed()).refunds.some((r) => r.id === refundId)).toBe(false);
  });

  it('two admins settling at once: one settles it, the other is told it is settled', async () => {
    const { refundId } = await sentRefund();
    const answers = await Promise.all([settle(admin, refundId), settle(secondAdmin, refundId)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, 'refund.settle_by_hand'), eq(auditLog.targetId, refundId))),
    ).toBe(1);
  });

  it('refuses a pending refund (409), an unknown one (404), a bad id or an empty note (422)', async () => {
    const { order, intentId } = await startCheckout(db, buyer, event.id, [
      { ticketTypeId: type.id, quantity: 1, unitPrice: '80.00' },
    ]);
    await payDemo(buyer, intentId);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const pendingId = await db.transaction((tx) =>
      writeRefund(tx, {
        orderId: order.id,
        ticketIds: [ticket.id],
        amountMinor: 8000,
        feeMinor: 0,
        cause: 'staff',
        reason: null,
        by: REFUND_JOB,
      }),
    );
    expect(expectProblem(await settle(admin, pendingId), 409).code).toBe('refund_not_to_settle');
    expect(await stateOf(pendingId)).toBe('pending');
    expectProblem(await settle(admin, '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d'), 404);
    expectProblem(await settle(admin, 'not-a-uuid'), 422);
    expect(expectProblem(await settle(admin, pendingId, ''), 422).errors).toEqual([
      { path: 'note', message: 'Say how it was paid back' },
    ]);
  });

  it('is for admins only: customers, organizers and resellers are refused, the signed-out too', async () => {
    const { refundId } = await sentRefund();
    for (const email of ['customer@pentas.test', 'organizer@pentas.test', 'reseller@pentas.test']) {
      expectProblem(await settle(await signedInApi(app, email), refundId), 403);
      expectProblem(await (await signedInApi(app, email)).GET('/api/admin/payment-health'), 403);
    }
    expectProblem(await settle(apiClient(app), refundId), 401);
    expect(await stateOf(refundId)).toBe('failed');
  });
});
