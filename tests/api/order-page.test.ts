import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orders } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { boxOffice } from '../support/box-office';
import { type DemoPaymentRequest, payDemo, startCheckout } from '../support/checkout';
import { doorFixture, PAYLOAD } from '../support/door';
import { insertEvent } from '../support/factories';
import { Client, expectProblem } from '../support/http';

const {
  app,
  db,
  buyer,
  other,
  recipient,
  admin,
  organizer,
  anonymous,
  buyerEmail,
  recipientEmail,
  mainEvent,
  qrText,
  scan,
  transfer,
} = await doorFixture();
const otherOrganizer = await signedInApi(app, 'organizer2@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');

const getOrder = (client: ApiClient, id: string) => client.GET('/api/orders/{id}', { params: { path: { id } } });

/** A checkout of `quantity` tickets of the door fixture's event (RM 50.00 each), paid with `payment` when given. */
async function order(quantity: number, payment?: DemoPaymentRequest) {
  const { event, type } = mainEvent;
  const started = await startCheckout(db, buyer, event.id, [{ ticketTypeId: type.id, quantity, unitPrice: '50.00' }]);
  if (payment) {
    const paid = await payDemo(buyer, started.intentId, payment);
    expect(paid.data, 'demo payment').toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
  }
  return started;
}

const card = { method: 'card', cardNumber: '4242 4242 4242 4242' } as const;
const fpx = { method: 'fpx', bank: 'maybank2u' } as const;

describe('GET /api/orders/{id}', () => {
  it("shows its buyer the confirmation: number, lines, fee, total, the card's brand and last four, the event and tickets", async () => {
    const { order: row, intentId } = await order(2, card);
    const res = await getOrder(buyer, row.id);
    expect(res.response.headers.get('cache-control')).toBe('private, no-store');
    const page = await expectData(res);
    expect(page).toMatchObject({
      id: row.id,
      number: row.id.slice(0, 8),
      status: 'completed',
      yours: true,
      issuedByBoxOffice: false,
      currency: 'MYR',
      subtotal: '100.00',
      serviceFee: row.serviceFeeMinor ? (row.serviceFeeMinor / 100).toFixed(2) : '0.00',
      total: ((row.totalMinor + row.serviceFeeMinor) / 100).toFixed(2),
      lines: [{ ticketType: 'General Admission', quantity: 2, unitPrice: '50.00', amount: '100.00' }],
      payment: { method: 'card', cardBrand: 'visa', cardLast4: '4242', bank: null, providerPaymentId: intentId },
      buyer: { email: buyerEmail },
      event: {
        id: mainEvent.event.id,
        title: 'Door test night',
        venue: 'Stadium Merdeka',
        timeZone: 'Asia/Kuala_Lumpur',
        startsAt: mainEvent.event.startsAt.toISOString(),
        endsAt: null,
      },
    });
    expect(page.serviceFee).not.toBe('0.00');
    expect(page.payment?.reference).toMatch(/^ch_demo_[0-9a-f]{24}$/);
    expect(page.completedAt).not.toBeNull();
    expect(page.tickets).toHaveLength(2);
    for (const ticket of page.tickets) {
      expect(ticket).toMatchObject({
        ticketType: 'General Admission',
        status: 'active',
        transferredTo: null,
        hasQr: true,
      });
    }
  });

  it('gives its buyer tickets whose QR codes are the signed codes the door accepts', async () => {
    const { order: row } = await order(1, card);
    const [ticket] = (await expectData(getOrder(buyer, row.id))).tickets;
    const { text } = await qrText(buyer, ticket.id);
    expect(text).toMatch(PAYLOAD);
    const scanned = await expectData(scan(admin, text));
    expect(scanned).toMatchObject({ ticket: { id: ticket.id, status: 'active' }, canCheckIn: true });
  });

  it('shows the FPX bank and the FPX transaction id after an FPX payment, as FPX requires', async () => {
    const { order: row, intentId } = await order(1, fpx);
    const page = await expectData(getOrder(buyer, row.id));
    expect(page.payment).toEqual({
      method: 'fpx',
      bank: 'Maybank2u',
      reference: expect.stringMatching(/^\d{16}$/),
      cardBrand: null,
      cardLast4: null,
      providerPaymentId: intentId,
    });
    // The provider's record says the same: the reference is the payment's, not made up for the page.
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent.paidWith).toMatchObject({ method: 'fpx', bank: 'maybank2u', reference: page.payment?.reference });
  });

  it("shows GrabPay's transaction reference", async () => {
    const { order: row } = await order(1, { method: 'grabpay' });
    const page = await expectData(getOrder(buyer, row.id));
    expect(page.payment).toMatchObject({
      method: 'grabpay',
      bank: null,
      reference: expect.stringMatching(/^GP[0-9A-F]{16}$/),
    });
  });

  it('keeps the first payment as the receipt when two payment forms are sent at once', async () => {
    const { order: row, intentId } = await order(1);
    const answers = await Promise.all([payDemo(buyer, intentId, card), payDemo(buyer, intentId, fpx)]);
    for (const answer of answers) expect(answer.data).toMatchObject({ paymentStatus: 'succeeded' });
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    const [stored] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(intent.paidWith?.method).toMatch(/^(card|fpx)$/);
    expect(stored.paidWith).toEqual(intent.paidWith);
  });

  it('says honestly that a pending order is unpaid: no payment, its hold, its status', async () => {
    const { order: row } = await order(1);
    const page = await expectData(getOrder(buyer, row.id));
    expect(page).toMatchObject({ status: 'pending', payment: null, tickets: [], completedAt: null });
    expect(Date.parse(page.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('shows a cancelled order as cancelled, with its reason', async () => {
    const { order: row } = await order(1);
    await db
      .update(orders)
      .set({ status: 'cancelled', holdExpiresAt: null, failureReason: 'Not paid within 24 hours.' })
      .where(eq(orders.id, row.id));
    const page = await expectData(getOrder(buyer, row.id));
    expect(page).toMatchObject({ status: 'cancelled', failureReason: 'Not paid within 24 hours.', payment: null });
  });

  it('says to whom a ticket was transferred, with no code for it; the recipient cannot open the order', async () => {
    const { order: row } = await order(2, card);
    const [first] = (await expectData(getOrder(buyer, row.id))).tickets;
    await expectData(transfer(buyer, first.id, recipientEmail));
    const page = await expectData(getOrder(buyer, row.id));
    const given = page.tickets.find((t) => t.id === first.id);
    expect(given).toMatchObject({
      status: 'transferred',
      hasQr: false,
      transferredTo: {
        email: `${recipientEmail[0]}•••${recipientEmail.slice(recipientEmail.indexOf('@'))}`,
        at: expect.any(String),
      },
    });
    // Still two tickets: the one re-issued to the recipient is theirs, not a third of this order.
    expect(page.tickets).toHaveLength(2);
    expectProblem(await getOrder(recipient, row.id), 404);
  });

  it('shows platform staff (admin) the order, without a code to any ticket', async () => {
    const { order: row } = await order(1, card);
    const page = await expectData(getOrder(admin, row.id));
    expect(page).toMatchObject({ id: row.id, status: 'completed', yours: false, buyer: { email: buyerEmail } });
    expect(page.tickets.map((t) => t.hasQr)).toEqual([false]);
  });

  it('is a 404 for anyone else, the same as for an unknown id: another buyer, organizers, a reseller', async () => {
    const { order: row } = await order(1, card);
    await expectData(getOrder(buyer, row.id));
    const unknown = await getOrder(buyer, randomUUID());
    expectProblem(unknown, 404);
    for (const [who, client] of Object.entries({ other, otherOrganizer, organizer, reseller })) {
      const res = await getOrder(client, row.id);
      expectProblem(res, 404);
      expect(res.error, who).toMatchObject({ code: unknown.error?.code, detail: unknown.error?.detail });
    }
  });

  it('is a 401 without a session, before anything is read', async () => {
    const { order: row } = await order(1, card);
    expectProblem(await getOrder(anonymous, row.id), 401);
    expectProblem(await getOrder(anonymous, 'not-an-order'), 401);
  });

  it('refuses a malformed id with a 422 problem', async () => {
    const client = new Client(app, buyer.jar);
    for (const id of ['not-an-order', '12', `${randomUUID()}x`, '%00']) {
      const res = await client.request('GET', `/api/orders/${id}`);
      expectProblem(res, 422);
      expect(res.json).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('shows a box-office order as issued at the box office, with nothing charged', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      tickets: [{ name: 'Crew', priceMinor: 0, quantity: 10 }],
    });
    const issued = await expectData(
      boxOffice().generate(organizer, {
        eventId: event.id,
        ticketTypeId: event.ticketTypes[0].id,
        quantity: 1,
        userEmail: buyerEmail,
      }),
    );
    const page = await expectData(getOrder(buyer, issued.orderId));
    expect(page).toMatchObject({ issuedByBoxOffice: true, payment: null, serviceFee: '0.00', status: 'completed' });
    expect(page.tickets).toHaveLength(1);
  });
});
