import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTicketSigner, generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { expectData } from '../support/api-client';
import { doorFixture } from '../support/door';
import { Client, expectProblem } from '../support/http';

const {
  deps,
  buyer,
  recipient,
  admin,
  organizer,
  anonymous,
  buyerId,
  otherId,
  recipientId,
  mainEvent,
  otherEvent,
  buy,
  ticketRow,
  qrText,
  scan,
  checkIn,
  transfer,
  testScan,
  expectInvalidQr,
  buyerEmail,
  recipientEmail,
} = await doorFixture();
// A qrCode that is not a string cannot be typed: those bodies go through the untyped Client, as admin.
const adminOnTheWire = new Client(admin.app, admin.jar);

describe('POST /api/scan-ticket', () => {
  it('answers the ticket, its holder and canCheckIn for a genuine code, and changes nothing', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const res = await scan(admin, `  ${text}\n`);
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({
      ticket: {
        id: ticket.id,
        status: 'active',
        checkedInAt: null,
        checkedInBy: null,
        event: {
          id: mainEvent.event.id,
          title: 'Door test night',
          venue: 'Stadium Merdeka',
          dateTime: mainEvent.event.startsAt.toISOString(),
          timeZone: 'Asia/Kuala_Lumpur',
          cancelled: false,
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
    expect((await scan(admin, text)).response.status).toBe(200);
  });

  it("rejects a genuinely signed code whose event or holder is not the ticket's current one (mismatch)", async () => {
    const [ticket] = await buy(buyer);
    const sign = (eventId: number, holder: string) =>
      deps.ticketSigner.sign({ id: ticket.id, eventId, userId: holder });
    expectInvalidQr(await scan(admin, sign(otherEvent.event.id, buyerId)), 'mismatch');
    expectInvalidQr(await scan(admin, sign(mainEvent.event.id, otherId)), 'mismatch');
    expect((await scan(admin, sign(mainEvent.event.id, buyerId))).data?.canCheckIn).toBe(true);
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
      expect(res.response.status, JSON.stringify(qrCode).slice(0, 80)).toBe(422);
      expect(res.error?.detail).toBe('Invalid QR code');
      const reason = res.error && 'reason' in res.error ? res.error.reason : undefined;
      expect(['malformed', 'bad_signature']).toContain(reason);
      const debug = await testScan(admin, qrCode, 'debug');
      expect(debug.response.status).toBe(200);
      expect(debug.data?.passed).toBe(false);
    }
    // Over 4096 characters, empty or blank: the body fails validation (still a 422, never a 500).
    expect(expectProblem(await scan(admin, 'y'.repeat(5000)), 422).detail).toBe('Invalid QR code');
    expect(expectProblem(await scan(admin, '   '), 422).detail).toBe('Please enter a QR code');
    expect(expectProblem(await adminOnTheWire.post('/api/scan-ticket', { qrCode: 12 }), 422).detail).toBe(
      'Please enter a QR code',
    );
    expect(expectProblem(await adminOnTheWire.post('/api/scan-ticket', {}), 422).detail).toBe('Please enter a QR code');
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it("says 'wrong_event' when the ticket is for another event than the one being admitted", async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const wrong = await scan(admin, text, otherEvent.event.id);
    expect(wrong.response.status).toBe(200);
    expect(wrong.data).toMatchObject({
      canCheckIn: false,
      reason: 'wrong_event',
      message: 'This ticket is for another event',
    });
    expect((await scan(admin, text, mainEvent.event.id)).data).toMatchObject({ canCheckIn: true, reason: null });
  });

  it("refuses a transferred ticket's old code (200, canCheckIn false) and accepts the recipient's new one", async () => {
    const [ticket] = await buy(buyer);
    const { text: oldCode } = await qrText(buyer, ticket.id);
    const { ticketId } = await expectData(transfer(buyer, ticket.id, recipientEmail));
    // The old code is genuine and names the old ticket and its (former) holder, so it is read, not
    // rejected as invalid: the ticket's state, transferred, is what refuses it.
    const old = await scan(admin, oldCode);
    expect(old.response.status).toBe(200);
    expect(old.data).toMatchObject({
      ticket: { id: ticket.id, status: 'transferred' },
      user: { email: buyerEmail },
      canCheckIn: false,
      reason: 'transferred',
      message: 'This ticket cannot be used',
    });
    expect(expectProblem(await checkIn(admin, ticket.id), 409).detail).toBe('This ticket cannot be used');

    const { text: newCode } = await qrText(recipient, ticketId);
    expect(newCode).not.toBe(oldCode);
    expect(newCode.split(':').slice(1, 4)).toEqual([ticketId, String(mainEvent.event.id), recipientId]);
    const fresh = await scan(admin, newCode);
    expect(fresh.data).toMatchObject({
      ticket: { id: ticketId, status: 'active' },
      user: { email: recipientEmail },
      canCheckIn: true,
    });
    expect((await checkIn(admin, ticketId)).response.status).toBe(200);
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
