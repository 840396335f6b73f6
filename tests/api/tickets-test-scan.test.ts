import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTicketSigner, generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { doorFixture } from '../support/door';
import { expectProblem } from '../support/http';

const {
  deps,
  buyer,
  admin,
  organizer,
  anonymous,
  otherId,
  adminId,
  newEvent,
  buy,
  ticketRow,
  qrText,
  testScan,
  buyerEmail,
} = await doorFixture();

describe('POST /api/debug/test-scan', () => {
  it('in debug mode reports every check and checks nothing in; test mode checks in', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const debug = await testScan(admin, text, 'debug');
    expect(debug.response.status).toBe(200);
    expect(debug.data).toMatchObject({
      passed: true,
      checkedIn: false,
      ticket: { id: ticket.id, status: 'active' },
      user: { email: buyerEmail },
    });
    expect(debug.data?.checks.map((c: { name: string; passed: boolean }) => [c.name, c.passed])).toEqual([
      ['format', true],
      ['signature', true],
      ['ticket', true],
      ['holder', true],
      ['status', true],
    ]);
    expect((await ticketRow(ticket.id)).status).toBe('active');

    const test = await testScan(admin, text, 'test');
    expect(test.data).toMatchObject({ passed: true, checkedIn: true, ticket: { status: 'checked_in' } });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'checked_in', checkedInBy: adminId });

    const again = await testScan(admin, text, 'test');
    expect(again.data).toMatchObject({ passed: false, checkedIn: false });
    expect(again.data?.checks.at(-1)).toMatchObject({ name: 'status', passed: false });
  });

  it('stops at the first failed check', async () => {
    const [ticket] = await buy(buyer);
    const names = (res: Awaited<ReturnType<typeof testScan>>) => res.data?.checks.map((c) => `${c.name}:${c.passed}`);
    expect(names(await testScan(admin, 'hello', 'test'))).toEqual(['format:false']);
    const forged = createTicketSigner(generateTicketSigningKey()).sign(ticket);
    expect(names(await testScan(admin, forged, 'test'))).toEqual(['format:true', 'signature:false']);
    const unknown = deps.ticketSigner.sign({ ...ticket, id: randomUUID() });
    const missing = await testScan(admin, unknown, 'debug');
    expect(names(missing)).toEqual(['format:true', 'signature:true', 'ticket:false']);
    expect(missing.data?.ticket).toBeUndefined();
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
    expect(refused.data).toMatchObject({ passed: false, checkedIn: false });
    expect(refused.data?.ticket).toBeUndefined();
    expect(refused.data?.user).toBeUndefined();
    expect((await ticketRow(foreign.id)).status).toBe('active');

    expect((await testScan(organizer, mineCode, 'test')).data).toMatchObject({ passed: true, checkedIn: true });
    // Admins see every event.
    expect((await testScan(admin, foreignCode, 'debug')).data).toMatchObject({ passed: true, checkedIn: false });
  });
});
