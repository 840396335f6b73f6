import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, tickets } from '../../api/src/db/schema';
import { createLogger } from '../../api/src/lib/logger';
import {
  createTicketSigner,
  generateTicketSigningKey,
  loadTicketSigner,
  SIGNING_KEY_FILE,
} from '../../api/src/lib/ticket-signing';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertCustomers, insertEvent, userId } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';
import { readQrPng } from '../support/qr';

const { app, db, deps } = await createTestApp();
// Fresh customer accounts, so nothing the seed holds can mix into the counts below.
const [buyerEmail, otherEmail, recipientEmail] = await insertCustomers(db, 3, 'door');
const buyer = await signedIn(app, buyerEmail);
const other = await signedIn(app, otherEmail);
const recipient = await signedIn(app, recipientEmail);
const admin = await signedIn(app, 'admin@pentas.test');
const organizer = await signedIn(app, 'organizer@pentas.test');
const anonymous = new Client(app);
const buyerId = await userId(db, buyerEmail);
const otherId = await userId(db, otherEmail);
const recipientId = await userId(db, recipientEmail);
const adminId = await userId(db, 'admin@pentas.test');

const PAYLOAD = /^ticket:([0-9a-f-]{36}):(\d+):([^:]+):([A-Za-z0-9_-]{86})$/;

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
 * may start 30 checkouts a minute: this file starts about 22 as `buyer`.
 */
async function buy(client: Client, quantity = 1, { event, type } = mainEvent) {
  const orderId = await buyTickets(db, client, event.id, [{ ticketTypeId: type.id, quantity, unitPrice: '50.00' }]);
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id);
}

const ticketRow = async (id: string) => (await db.select().from(tickets).where(eq(tickets.id, id)))[0];

/** The QR code of a ticket as its holder downloads it, decoded from the PNG back to its text. */
async function qrText(client: Client, ticketId: string) {
  const res = await client.get(`/api/tickets/${ticketId}/qr`);
  expect(res.status, 'GET qr').toBe(200);
  return decodeDataUrl(res.json.qrCode);
}

function decodeDataUrl(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const code = readQrPng(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  expect(code, 'the PNG holds a readable QR code').not.toBeNull();
  return code as NonNullable<typeof code>;
}

const scan = (client: Client, qrCode: string, eventId?: number) =>
  client.post('/api/scan-ticket', eventId === undefined ? { qrCode } : { qrCode, eventId });
const checkIn = (client: Client, id: string) => client.post(`/api/tickets/${id}/checkin`);
const transfer = (client: Client, id: string, email: unknown) => client.post(`/api/tickets/${id}/transfer`, { email });
const testScan = (client: Client, qrCode: string, mode: 'test' | 'debug') =>
  client.post('/api/debug/test-scan', { qrCode, mode });

function expectInvalidQr(res: Awaited<ReturnType<Client['post']>>, reason: string) {
  const problem = expectProblem(res, 422);
  expect(problem.detail).toBe('Invalid QR code');
  expect(problem.code).toBe('invalid_qr_code');
  expect((problem as unknown as { reason: string }).reason).toBe(reason);
}

describe('GET /api/tickets/{id}/qr', () => {
  it("is the holder's signed code as a 512 px PNG data URL that verifies", async () => {
    const [ticket] = await buy(buyer);
    const res = await buyer.get(`/api/tickets/${ticket.id}/qr`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['qrCode']);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { text, width, height } = decodeDataUrl(res.json.qrCode);
    expect([width, height]).toEqual([512, 512]);
    const m = PAYLOAD.exec(text);
    expect(m, text).not.toBeNull();
    expect(m?.slice(1, 4)).toEqual([ticket.id, String(mainEvent.event.id), buyerId]);
    expect(deps.ticketSigner.verify(text)).toEqual({
      ok: true,
      ticketId: ticket.id,
      eventId: mainEvent.event.id,
      userId: buyerId,
    });
  });

  it("is a 404 for someone else's ticket, exactly like an unknown id; 401 signed out", async () => {
    const [ticket] = await buy(buyer);
    const theirs = expectProblem(await other.get(`/api/tickets/${ticket.id}/qr`), 404);
    const unknown = expectProblem(await other.get(`/api/tickets/${randomUUID()}/qr`), 404);
    expect(theirs.detail).toBe('Unable to find ticket');
    expect(unknown.detail).toBe(theirs.detail);
    // Even staff get no code for a ticket they do not hold.
    expectProblem(await admin.get(`/api/tickets/${ticket.id}/qr`), 404);
    expectProblem(await anonymous.get(`/api/tickets/${ticket.id}/qr`), 401);
    expectProblem(await buyer.get('/api/tickets/not-a-ticket/qr'), 422);
  });

  it('has no code for a used or a transferred ticket (409)', async () => {
    const [used, given] = await buy(buyer, 2);
    expect((await checkIn(admin, used.id)).status).toBe(200);
    expect(expectProblem(await buyer.get(`/api/tickets/${used.id}/qr`), 409).detail).toBe(
      'This ticket has already been used',
    );
    expect((await transfer(buyer, given.id, recipientEmail)).status).toBe(200);
    expect(expectProblem(await buyer.get(`/api/tickets/${given.id}/qr`), 409).detail).toBe(
      'This ticket was transferred',
    );
  });
});

describe('GET /api/tickets/signing-key', () => {
  it('is public and verifies a real code with node:crypto, by PEM and by raw key', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const res = await anonymous.get('/api/tickets/signing-key');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      algorithm: 'Ed25519',
      publicKeyPem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/),
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      payloadFormat: 'ticket:{ticketId}:{eventId}:{userId}:{signature}',
    });
    const cut = text.lastIndexOf(':');
    const message = Buffer.from(text.slice(0, cut));
    const signature = Buffer.from(text.slice(cut + 1), 'base64url');
    const byPem = createPublicKey(res.json.publicKeyPem);
    const byRaw = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: res.json.publicKey }, format: 'jwk' });
    expect(verify(null, message, byPem, signature)).toBe(true);
    expect(verify(null, message, byRaw, signature)).toBe(true);
    // Another event id under the same signature does not verify.
    const altered = Buffer.from(text.slice(0, cut).replace(`:${mainEvent.event.id}:`, `:${otherEvent.event.id}:`));
    expect(verify(null, altered, byPem, signature)).toBe(false);
  });
});

describe('POST /api/scan-ticket', () => {
  it('answers the ticket, its holder and canCheckIn for a genuine code, and changes nothing', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const res = await scan(admin, `  ${text}\n`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      ticket: {
        id: ticket.id,
        status: 'active',
        checkedInAt: null,
        event: {
          id: mainEvent.event.id,
          title: 'Door test night',
          venue: 'Stadium Merdeka',
          dateTime: mainEvent.event.startsAt.toISOString(),
          timeZone: 'Asia/Kuala_Lumpur',
        },
        ticketType: { name: 'General Admission' },
      },
      user: { email: buyerEmail, firstName: 'Buyer', lastName: null },
      canCheckIn: true,
      reason: null,
      message: null,
    });
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it('rejects a code with any of its four parts changed, or a bad signature (422 Invalid QR code)', async () => {
    const [ticket, sibling] = await buy(buyer, 2);
    const { text } = await qrText(buyer, ticket.id);
    const [, ticketId, eventId, holder, signature] = text.split(':');
    const join = (...parts: string[]) => parts.join(':');
    // A genuine id, event and holder each: only the signature can tell.
    expectInvalidQr(await scan(admin, join('ticket', sibling.id, eventId, holder, signature)), 'bad_signature');
    expectInvalidQr(
      await scan(admin, join('ticket', ticketId, String(otherEvent.event.id), holder, signature)),
      'bad_signature',
    );
    expectInvalidQr(await scan(admin, join('ticket', ticketId, eventId, otherId, signature)), 'bad_signature');
    expectInvalidQr(await scan(admin, join('TICKET', ticketId, eventId, holder, signature)), 'malformed');
    expectInvalidQr(await scan(admin, join('ticket', ticketId, eventId, holder)), 'malformed');
    // The signature: one character changed, the same bytes spelled another way, another key's signature.
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expectInvalidQr(await scan(admin, join('ticket', ticketId, eventId, holder, flipped)), 'bad_signature');
    // The 86th character carries 2 bits of the 64 bytes and 4 spare ones: flipping a spare bit gives
    // another spelling of the same bytes, which only the canonical-spelling rule refuses.
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastSpare = signature.slice(0, -1) + B64URL[B64URL.indexOf(signature[85]) ^ 1];
    expect(Buffer.from(lastSpare, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expectInvalidQr(await scan(admin, join('ticket', ticketId, eventId, holder, lastSpare)), 'bad_signature');
    const forged = createTicketSigner(generateTicketSigningKey()).sign({
      id: ticket.id,
      eventId: mainEvent.event.id,
      userId: buyerId,
    });
    expectInvalidQr(await scan(admin, forged), 'bad_signature');
    expect((await scan(admin, text)).status).toBe(200);
  });

  it("rejects a genuinely signed code whose event or holder is not the ticket's current one (mismatch)", async () => {
    const [ticket] = await buy(buyer);
    const sign = (eventId: number, holder: string) =>
      deps.ticketSigner.sign({ id: ticket.id, eventId, userId: holder });
    expectInvalidQr(await scan(admin, sign(otherEvent.event.id, buyerId)), 'mismatch');
    expectInvalidQr(await scan(admin, sign(mainEvent.event.id, otherId)), 'mismatch');
    expect((await scan(admin, sign(mainEvent.event.id, buyerId))).json.canCheckIn).toBe(true);
  });

  it("is a 404 'Ticket not found' for a genuine code whose ticket does not exist", async () => {
    const code = deps.ticketSigner.sign({ id: randomUUID(), eventId: mainEvent.event.id, userId: buyerId });
    expect(expectProblem(await scan(admin, code), 404).detail).toBe('Ticket not found');
  });

  it('never answers 500 to garbage: random, long, extra colons, unicode', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = 'ticket:0123456789abcdef-_ABCXYZ:::é漢字🎫\u0000\u200b\\"%';
    const noise = (n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const inputs = [
      'hello',
      'ticket:',
      'ticket::::',
      'ticket:a:b:c:d',
      `${text}:`,
      `${text}:extra`,
      `ticket:${ticket.id}:${mainEvent.event.id}:${buyerId}:`,
      `ticket:${ticket.id}::${buyerId}:${text.split(':')[4]}`,
      `ticket:${ticket.id}:0${mainEvent.event.id}:${buyerId}:${text.split(':')[4]}`,
      `ticket:${ticket.id}:99999999999:${buyerId}:${text.split(':')[4]}`,
      `ticket:${ticket.id.toUpperCase()}:${mainEvent.event.id}:${buyerId}:${text.split(':')[4]}`,
      `ticket:${ticket.id}:${mainEvent.event.id}:bü🎫er:${text.split(':')[4]}`,
      text.replace(buyerId, `${buyerId}:x`),
      `ticket:${'🎫'.repeat(500)}`,
      'x'.repeat(4096),
      `${text}${' '.repeat(3000)}x`,
      ...Array.from({ length: 60 }, () => noise(1 + Math.floor(random() * 300))),
    ];
    for (const qrCode of inputs) {
      const res = await scan(admin, qrCode);
      expect(res.status, JSON.stringify(qrCode).slice(0, 80)).toBe(422);
      expect(res.json.detail).toBe('Invalid QR code');
      expect(['malformed', 'bad_signature']).toContain(res.json.reason);
      const debug = await testScan(admin, qrCode, 'debug');
      expect(debug.status).toBe(200);
      expect(debug.json.passed).toBe(false);
    }
    // Over 4096 characters, empty or blank: the body fails validation (still a 422, never a 500).
    expect(expectProblem(await scan(admin, 'y'.repeat(5000)), 422).detail).toBe('Invalid QR code');
    expect(expectProblem(await scan(admin, '   '), 422).detail).toBe('Please enter a QR code');
    expect(expectProblem(await admin.post('/api/scan-ticket', { qrCode: 12 }), 422).detail).toBe(
      'Please enter a QR code',
    );
    expect(expectProblem(await admin.post('/api/scan-ticket', {}), 422).detail).toBe('Please enter a QR code');
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it("says 'wrong_event' when the ticket is for another event than the one being admitted", async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const wrong = await scan(admin, text, otherEvent.event.id);
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({
      canCheckIn: false,
      reason: 'wrong_event',
      message: 'This ticket is for another event',
    });
    expect((await scan(admin, text, mainEvent.event.id)).json).toMatchObject({ canCheckIn: true, reason: null });
  });

  it("refuses a transferred ticket's old code (200, canCheckIn false) and accepts the recipient's new one", async () => {
    const [ticket] = await buy(buyer);
    const { text: oldCode } = await qrText(buyer, ticket.id);
    const res = await transfer(buyer, ticket.id, recipientEmail);
    expect(res.status).toBe(200);
    // The old code is genuine and names the old ticket and its (former) holder, so it is read, not
    // rejected as invalid: the ticket's state, transferred, is what refuses it.
    const old = await scan(admin, oldCode);
    expect(old.status).toBe(200);
    expect(old.json).toMatchObject({
      ticket: { id: ticket.id, status: 'transferred' },
      user: { email: buyerEmail },
      canCheckIn: false,
      reason: 'transferred',
      message: 'This ticket cannot be used',
    });
    expect(expectProblem(await checkIn(admin, ticket.id), 409).detail).toBe('This ticket cannot be used');

    const { text: newCode } = await qrText(recipient, res.json.ticketId);
    expect(newCode).not.toBe(oldCode);
    expect(newCode.split(':').slice(1, 4)).toEqual([res.json.ticketId, String(mainEvent.event.id), recipientId]);
    const fresh = await scan(admin, newCode);
    expect(fresh.json).toMatchObject({
      ticket: { id: res.json.ticketId, status: 'active' },
      user: { email: recipientEmail },
      canCheckIn: true,
    });
    expect((await checkIn(admin, res.json.ticketId)).status).toBe(200);
  });

  it('is 401 signed out and 403 without the admin-panel permission (customers, organizers)', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    expect(expectProblem(await scan(anonymous, text), 401).code).toBe('unauthorized');
    expect(expectProblem(await scan(buyer, text), 403).code).toBe('forbidden');
    expect(expectProblem(await scan(organizer, text), 403).code).toBe('forbidden');
    // Permission comes before anything about the code.
    expectProblem(await scan(buyer, 'garbage'), 403);
  });
});

describe('POST /api/tickets/{id}/checkin', () => {
  it('checks an active ticket in once; a second scan says already_used', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const before = Date.now();
    const res = await checkIn(admin, ticket.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Ticket has been checked in successfully!',
      ticket: {
        id: ticket.id,
        status: 'checked_in',
        checkedInAt: expect.stringMatching(/Z$/),
        event: expect.objectContaining({ id: mainEvent.event.id, title: 'Door test night' }),
        ticketType: { name: 'General Admission' },
      },
    });
    expect(Date.parse(res.json.ticket.checkedInAt)).toBeGreaterThanOrEqual(before - 5000);
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ status: 'checked_in', checkedInBy: adminId });

    const again = await scan(admin, text);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      ticket: { status: 'checked_in', checkedInAt: res.json.ticket.checkedInAt },
      canCheckIn: false,
      reason: 'already_used',
      message: 'This ticket has already been used',
    });
    const second = expectProblem(await checkIn(admin, ticket.id), 409);
    expect(second.detail).toBe('This ticket has already been used');
    expect((await ticketRow(ticket.id)).checkedInAt).toEqual(row.checkedInAt);
  });

  it('admits nobody to a deleted (called off) event', async () => {
    const calledOff = await newEvent('organizer@pentas.test', 'Called off night');
    const [ticket] = await buy(buyer, 1, calledOff);
    const { text } = await qrText(buyer, ticket.id);
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, calledOff.event.id));
    expect((await scan(admin, text)).json).toMatchObject({ canCheckIn: false, reason: 'cancelled' });
    expect(expectProblem(await checkIn(admin, ticket.id), 409).detail).toBe('This ticket cannot be used');
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it('lets exactly one of 50 concurrent check-ins of one ticket through', async () => {
    const [ticket] = await buy(buyer);
    const results = await Promise.all(Array.from({ length: 50 }, () => checkIn(admin, ticket.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.json.detail).toBe('This ticket has already been used');
    }
  });

  it('is 404 for an unknown ticket, 401 signed out, 403 for customers and organizers', async () => {
    const [ticket] = await buy(buyer);
    expect(expectProblem(await checkIn(admin, randomUUID()), 404).detail).toBe('Ticket not found');
    expectProblem(await checkIn(anonymous, ticket.id), 401);
    expectProblem(await checkIn(buyer, ticket.id), 403);
    expectProblem(await checkIn(organizer, ticket.id), 403);
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });
});

describe('POST /api/tickets/{id}/transfer', () => {
  it('re-issues the ticket to the recipient in one step; the old one is marked transferred', async () => {
    const [ticket] = await buy(buyer);
    const res = await transfer(buyer, ticket.id, recipientEmail.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: `Ticket transferred to ${recipientEmail}`,
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'transferred', userId: buyerId });
    expect(await ticketRow(res.json.ticketId)).toMatchObject({
      status: 'active',
      userId: recipientId,
      transferredFromId: ticket.id,
      orderId: ticket.orderId,
      orderItemId: ticket.orderItemId,
      eventId: ticket.eventId,
      ticketTypeId: ticket.ticketTypeId,
      checkedInAt: null,
    });
    const listed = (await recipient.get('/api/my-tickets')).json as { id: string; status: string; orderId: unknown }[];
    // Active for the recipient, who is not shown the sender's order.
    expect(listed.find((t) => t.id === res.json.ticketId)).toMatchObject({ status: 'active', orderId: null });
    // Once transferred, it cannot be given again.
    expect(expectProblem(await transfer(buyer, ticket.id, otherEmail), 409).detail).toBe(
      'This ticket has already been transferred',
    );
  });

  it('refuses yourself, an unknown e-mail, a bad e-mail, a used ticket and a non-owner', async () => {
    const [ticket, used] = await buy(buyer, 2);
    const self = expectProblem(await transfer(buyer, ticket.id, buyerEmail), 422);
    expect(self.detail).toBe('You cannot transfer a ticket to yourself');
    expect(self.errors).toEqual([{ path: 'email', message: 'You cannot transfer a ticket to yourself' }]);
    expect(expectProblem(await transfer(buyer, ticket.id, buyerEmail.toUpperCase()), 422).detail).toBe(
      'You cannot transfer a ticket to yourself',
    );
    const unknown = expectProblem(await transfer(buyer, ticket.id, 'nobody-here@pentas.test'), 404);
    expect(unknown.detail).toBe('No registered Pentas account uses that e-mail address.');
    expect(unknown.code).toBe('recipient_not_found');
    for (const bad of ['', 'not-an-email', 'a@', undefined, 42]) {
      expect(expectProblem(await transfer(buyer, ticket.id, bad), 422).detail, String(bad)).toBe(
        'Please enter a valid email address',
      );
    }
    expect(expectProblem(await transfer(other, ticket.id, recipientEmail), 404).detail).toBe('Unable to find ticket');
    expect(expectProblem(await transfer(other, randomUUID(), recipientEmail), 404).detail).toBe(
      'Unable to find ticket',
    );
    expectProblem(await transfer(anonymous, ticket.id, recipientEmail), 401);

    expect((await checkIn(admin, used.id)).status).toBe(200);
    expect(expectProblem(await transfer(buyer, used.id, recipientEmail), 409).detail).toBe(
      'This ticket has already been used and cannot be transferred',
    );
    // Nothing above moved either ticket.
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', userId: buyerId });
    expect(await ticketRow(used.id)).toMatchObject({ status: 'checked_in', userId: buyerId });
    expect(await db.select().from(tickets).where(eq(tickets.transferredFromId, ticket.id))).toEqual([]);
  });

  it('makes a sender wait after 10 unknown recipients in an hour (the 404 tells who has an account)', async () => {
    const [sender] = await insertCustomers(db, 1, 'door-prober');
    const prober = await signedIn(app, sender);
    const [ticket] = await buy(prober);
    for (let i = 0; i < 10; i++) {
      expectProblem(await transfer(prober, ticket.id, `probe-${i}@nowhere.test`), 404);
    }
    expect(expectProblem(await transfer(prober, ticket.id, recipientEmail), 429).code).toBe('rate_limited');
    // Parallel probes past the limit learn nothing either: none of them is a 404.
    const [other] = await insertCustomers(db, 1, 'door-racer');
    const racer = await signedIn(app, other);
    const [raced] = await buy(racer);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => transfer(racer, raced.id, `race-${i}@nowhere.test`)),
    );
    expect(answers.filter((r) => r.status === 404)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', userId: await userId(db, sender) });
    // Others are not affected.
    const [own] = await buy(buyer);
    expect((await transfer(buyer, own.id, recipientEmail)).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent transfers of one ticket to different recipients through', async () => {
    const [ticket] = await buy(buyer);
    const emails = await insertCustomers(db, 20, 'door-race');
    const results = await Promise.all(emails.map((email) => transfer(buyer, ticket.id, email)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const reissued = await db.select().from(tickets).where(eq(tickets.transferredFromId, ticket.id));
    expect(reissued.map((t) => t.id)).toEqual([ok[0].json.ticketId]);
    expect(ok[0].json.message).toBe(`Ticket transferred to ${emails[results.indexOf(ok[0])]}`);
  });
});

describe('POST /api/debug/test-scan', () => {
  it('in debug mode reports every check and checks nothing in; test mode checks in', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const debug = await testScan(admin, text, 'debug');
    expect(debug.status).toBe(200);
    expect(debug.json).toMatchObject({
      passed: true,
      checkedIn: false,
      ticket: { id: ticket.id, status: 'active' },
      user: { email: buyerEmail },
    });
    expect(debug.json.checks.map((c: { name: string; passed: boolean }) => [c.name, c.passed])).toEqual([
      ['format', true],
      ['signature', true],
      ['ticket', true],
      ['holder', true],
      ['status', true],
    ]);
    expect((await ticketRow(ticket.id)).status).toBe('active');

    const test = await testScan(admin, text, 'test');
    expect(test.json).toMatchObject({ passed: true, checkedIn: true, ticket: { status: 'checked_in' } });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'checked_in', checkedInBy: adminId });

    const again = await testScan(admin, text, 'test');
    expect(again.json).toMatchObject({ passed: false, checkedIn: false });
    expect(again.json.checks.at(-1)).toMatchObject({ name: 'status', passed: false });
  });

  it('stops at the first failed check', async () => {
    const [ticket] = await buy(buyer);
    const names = (res: { json: { checks: { name: string; passed: boolean }[] } }) =>
      res.json.checks.map((c) => `${c.name}:${c.passed}`);
    expect(names(await testScan(admin, 'hello', 'test'))).toEqual(['format:false']);
    const forged = createTicketSigner(generateTicketSigningKey()).sign(ticket);
    expect(names(await testScan(admin, forged, 'test'))).toEqual(['format:true', 'signature:false']);
    const unknown = deps.ticketSigner.sign({ ...ticket, id: randomUUID() });
    const missing = await testScan(admin, unknown, 'debug');
    expect(names(missing)).toEqual(['format:true', 'signature:true', 'ticket:false']);
    expect(missing.json.ticket).toBeUndefined();
    const mismatch = deps.ticketSigner.sign({ ...ticket, userId: otherId });
    expect(names(await testScan(admin, mismatch, 'test'))).toEqual([
      'format:true',
      'signature:true',
      'ticket:true',
      'holder:false',
    ]);
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it("is for admins and organizers; an organizer sees only their own events' tickets", async () => {
    const [mine] = await buy(buyer);
    const foreignEvent = await newEvent('organizer2@pentas.test', 'Not yours');
    const [foreign] = await buy(buyer, 1, foreignEvent);
    const { text: mineCode } = await qrText(buyer, mine.id);
    const { text: foreignCode } = await qrText(buyer, foreign.id);

    expectProblem(await testScan(anonymous, mineCode, 'debug'), 401);
    expectProblem(await testScan(buyer, mineCode, 'test'), 403);

    const refused = await testScan(organizer, foreignCode, 'test');
    expect(refused.json).toMatchObject({ passed: false, checkedIn: false });
    expect(refused.json.ticket).toBeUndefined();
    expect(refused.json.user).toBeUndefined();
    expect((await ticketRow(foreign.id)).status).toBe('active');

    expect((await testScan(organizer, mineCode, 'test')).json).toMatchObject({ passed: true, checkedIn: true });
    // Admins see every event.
    expect((await testScan(admin, foreignCode, 'debug')).json).toMatchObject({ passed: true, checkedIn: false });
  });
});

describe('the ticket signing key', () => {
  const log = createLogger({ level: 'silent', pretty: false });

  it('is made once in DATA_DIR (mode 0600) and reused on the next start', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pentas-key-'));
    const first = loadTicketSigner({ key: undefined, dataDir: dir, log, warnIfLocal: false });
    const file = path.join(dir, SIGNING_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    const second = loadTicketSigner({ key: undefined, dataDir: dir, log, warnIfLocal: false });
    expect(second.publicKey).toEqual(first.publicKey);
    const code = first.sign({ id: randomUUID(), eventId: 7, userId: 'abc' });
    expect(second.verify(code).ok).toBe(true);
  });

  it('uses TICKET_SIGNING_KEY when set (line breaks may be written as \\n), and refuses a broken key file', () => {
    const pem = generateTicketSigningKey();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pentas-key-'));
    const fromEnv = loadTicketSigner({ key: pem.replaceAll('\n', '\\n'), dataDir: dir, log, warnIfLocal: true });
    expect(fromEnv.publicKey).toEqual(createTicketSigner(pem).publicKey);
    writeFileSync(path.join(dir, SIGNING_KEY_FILE), 'not a key');
    expect(() => loadTicketSigner({ key: undefined, dataDir: dir, log, warnIfLocal: false })).toThrow(
      /does not hold an Ed25519 private key/,
    );
  });
});
