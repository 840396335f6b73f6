import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectData } from '../support/api-client';
import { doorFixture, PAYLOAD } from '../support/door';
import { expectProblem } from '../support/http';

const {
  deps,
  buyer,
  other,
  admin,
  anonymous,
  buyerId,
  mainEvent,
  otherEvent,
  buy,
  qr,
  qrText,
  decodeDataUrl,
  checkIn,
  transfer,
  recipientEmail,
} = await doorFixture();

describe('GET /api/tickets/{id}/qr', () => {
  it("is the holder's signed code as a 512 px PNG data URL that verifies", async () => {
    const [ticket] = await buy(buyer);
    const res = await qr(buyer, ticket.id);
    expect(res.response.status).toBe(200);
    expect(Object.keys(res.data ?? {})).toEqual(['qrCode']);
    expect(res.response.headers.get('cache-control')).toContain('no-store');
    const { text, width, height } = decodeDataUrl(res.data?.qrCode ?? '');
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
    const theirs = expectProblem(await qr(other, ticket.id), 404);
    const unknown = expectProblem(await qr(other, randomUUID()), 404);
    expect(theirs.detail).toBe('Unable to find ticket');
    expect(unknown.detail).toBe(theirs.detail);
    // Even staff get no code for a ticket they do not hold.
    expectProblem(await qr(admin, ticket.id), 404);
    expectProblem(await qr(anonymous, ticket.id), 401);
    expectProblem(await qr(buyer, 'not-a-ticket'), 422);
  });

  it('has no code for a used or a transferred ticket (409)', async () => {
    const [used, given] = await buy(buyer, 2);
    expect((await checkIn(admin, used.id)).response.status).toBe(200);
    expect(expectProblem(await qr(buyer, used.id), 409).detail).toBe('This ticket has already been used');
    expect((await transfer(buyer, given.id, recipientEmail)).response.status).toBe(200);
    expect(expectProblem(await qr(buyer, given.id), 409).detail).toBe('This ticket was transferred');
  });
});

describe('GET /api/tickets/signing-key', () => {
  it('is public and verifies a real code with node:crypto, by PEM and by raw key', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const key = await expectData(anonymous.GET('/api/tickets/signing-key'));
    expect(key).toEqual({
      algorithm: 'Ed25519',
      publicKeyPem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/),
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      payloadFormat: 'ticket:{ticketId}:{eventId}:{userId}:{signature}',
    });
    const cut = text.lastIndexOf(':');
    const message = Buffer.from(text.slice(0, cut));
    const signature = Buffer.from(text.slice(cut + 1), 'base64url');
    const byPem = createPublicKey(key.publicKeyPem);
    const byRaw = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
    expect(verify(null, message, byPem, signature)).toBe(true);
    expect(verify(null, message, byRaw, signature)).toBe(true);
    // Another event id under the same signature does not verify.
    const altered = Buffer.from(text.slice(0, cut).replace(`:${mainEvent.event.id}:`, `:${otherEvent.event.id}:`));
    expect(verify(null, altered, byPem, signature)).toBe(false);
  });
});
