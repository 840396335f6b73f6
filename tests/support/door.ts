import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tickets } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from './api-client';
import { createTestApp } from './app';
import { buyTickets } from './checkout';
import { insertCustomers, insertEvent, userId } from './factories';
import { expectProblem } from './http';
import { readQrPng } from './qr';

/** A signed code as the API hands it out: ticket:{ticketId}:{eventId}:{userId}:{signature}. */
export const PAYLOAD = /^ticket:([0-9a-f-]{36}):(\d+):([^:]+):([A-Za-z0-9_-]{86})$/;

/**
 * The door's tests (tickets-*.test.ts, one file per endpoint): an app of their own with fresh buyers,
 * the staff accounts, two events and the calls they make. Call once per file, at the top level.
 */
export async function doorFixture() {
  const { app, db, deps } = await createTestApp();
  // Fresh customer accounts, so nothing the seed holds can mix into the counts below.
  const [buyerEmail, otherEmail, recipientEmail] = await insertCustomers(db, 3, 'door');
  const buyer = await signedInApi(app, buyerEmail);
  const other = await signedInApi(app, otherEmail);
  const recipient = await signedInApi(app, recipientEmail);
  const admin = await signedInApi(app, 'admin@pentas.test');
  const organizer = await signedInApi(app, 'organizer@pentas.test');
  const anonymous = apiClient(app);
  const buyerId = await userId(db, buyerEmail);
  const otherId = await userId(db, otherEmail);
  const recipientId = await userId(db, recipientEmail);
  const adminId = await userId(db, 'admin@pentas.test');

  async function newEvent(organizerEmail = 'organizer@pentas.test', title = 'Door test night') {
    const event = await insertEvent(db, organizerEmail, {
      title,
      venue: 'Stadium Merdeka',
      timeZone: 'Asia/Kuala_Lumpur',
      tickets: [{ name: 'General Admission', priceMinor: 5000, quantity: 500 }],
    });
    const [type] = event.ticketTypes;
    return { event, type };
  }

  const mainEvent = await newEvent();
  const otherEvent = await newEvent('organizer@pentas.test', 'Another night');

  /**
   * Buys `quantity` tickets of `event` through checkout and the demo card; returns their rows. An account
   * may start 30 checkouts a minute: each door test file starts far fewer as `buyer`.
   */
  async function buy(client: ApiClient, quantity = 1, { event, type } = mainEvent) {
    const orderId = await buyTickets(db, client, event.id, [{ ticketTypeId: type.id, quantity, unitPrice: '50.00' }]);
    return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id);
  }

  const ticketRow = async (id: string) => (await db.select().from(tickets).where(eq(tickets.id, id)))[0];

  /** The QR code of a ticket as its holder downloads it, decoded from the PNG back to its text. */
  async function qrText(client: ApiClient, ticketId: string) {
    const { qrCode } = await expectData(qr(client, ticketId));
    return decodeDataUrl(qrCode);
  }

  function decodeDataUrl(dataUrl: string) {
    expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const code = readQrPng(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    expect(code, 'the PNG holds a readable QR code').not.toBeNull();
    return code as NonNullable<typeof code>;
  }

  const qr = (client: ApiClient, id: string) => client.GET('/api/tickets/{id}/qr', { params: { path: { id } } });
  const scan = (client: ApiClient, qrCode: string, eventId?: number) =>
    client.POST('/api/scan-ticket', { body: eventId === undefined ? { qrCode } : { qrCode, eventId } });
  const checkIn = (client: ApiClient, id: string) =>
    client.POST('/api/tickets/{id}/checkin', { params: { path: { id } } });
  const transfer = (client: ApiClient, id: string, email: string) =>
    client.POST('/api/tickets/{id}/transfer', { params: { path: { id } }, body: { email } });
  const testScan = (client: ApiClient, qrCode: string, mode: 'test' | 'debug') =>
    client.POST('/api/debug/test-scan', { body: { qrCode, mode } });

  function expectInvalidQr(res: Awaited<ReturnType<typeof scan>>, reason: string) {
    expectProblem(res, 422);
    expect(res.error).toMatchObject({ detail: 'Invalid QR code', code: 'invalid_qr_code', reason });
  }
  return {
    app,
    db,
    deps,
    buyer,
    other,
    recipient,
    admin,
    organizer,
    anonymous,
    buyerEmail,
    otherEmail,
    recipientEmail,
    buyerId,
    otherId,
    recipientId,
    adminId,
    newEvent,
    mainEvent,
    otherEvent,
    buy,
    ticketRow,
    qr,
    qrText,
    decodeDataUrl,
    scan,
    checkIn,
    transfer,
    testScan,
    expectInvalidQr,
  };
}
