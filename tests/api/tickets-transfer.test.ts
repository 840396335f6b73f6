import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { doorFixture } from '../support/door';
import { insertCustomers, userId } from '../support/factories';
import { Client, expectProblem } from '../support/http';

const {
  app,
  db,
  buyer,
  other,
  recipient,
  admin,
  anonymous,
  buyerId,
  recipientId,
  buy,
  ticketRow,
  checkIn,
  transfer,
  buyerEmail,
  otherEmail,
  recipientEmail,
} = await doorFixture();
// An e-mail that is missing or not a string cannot be typed: those bodies go through the untyped Client.
const buyerOnTheWire = new Client(app, buyer.jar);

describe('POST /api/tickets/{id}/transfer', () => {
  it('re-issues the ticket to the recipient in one step; the old one is marked transferred', async () => {
    const [ticket] = await buy(buyer);
    const given = await expectData(transfer(buyer, ticket.id, recipientEmail.toUpperCase()));
    expect(given).toEqual({
      message: `Ticket transferred to ${recipientEmail}`,
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'transferred', userId: buyerId });
    expect(await ticketRow(given.ticketId)).toMatchObject({
      status: 'active',
      userId: recipientId,
      transferredFromId: ticket.id,
      orderId: ticket.orderId,
      orderItemId: ticket.orderItemId,
      eventId: ticket.eventId,
      ticketTypeId: ticket.ticketTypeId,
      checkedInAt: null,
    });
    const listed = await expectData(recipient.GET('/api/my-tickets'));
    // Active for the recipient, who is not shown the sender's order.
    expect(listed.find((t) => t.id === given.ticketId)).toMatchObject({ status: 'active', orderId: null });
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
    for (const bad of ['', 'not-an-email', 'a@']) {
      expect(expectProblem(await transfer(buyer, ticket.id, bad), 422).detail, bad).toBe(
        'Please enter a valid email address',
      );
    }
    for (const bad of [undefined, 42]) {
      const res = await buyerOnTheWire.post(`/api/tickets/${ticket.id}/transfer`, { email: bad });
      expect(expectProblem(res, 422).detail, String(bad)).toBe('Please enter a valid email address');
    }
    expect(expectProblem(await transfer(other, ticket.id, recipientEmail), 404).detail).toBe('Unable to find ticket');
    expect(expectProblem(await transfer(other, randomUUID(), recipientEmail), 404).detail).toBe(
      'Unable to find ticket',
    );
    expectProblem(await transfer(anonymous, ticket.id, recipientEmail), 401);

    expect((await checkIn(admin, used.id)).response.status).toBe(200);
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
    const prober = await signedInApi(app, sender);
    const [ticket] = await buy(prober);
    for (let i = 0; i < 10; i++) {
      expectProblem(await transfer(prober, ticket.id, `probe-${i}@nowhere.test`), 404);
    }
    expect(expectProblem(await transfer(prober, ticket.id, recipientEmail), 429).code).toBe('rate_limited');
    // Parallel probes past the limit learn nothing either: none of them is a 404.
    const [other] = await insertCustomers(db, 1, 'door-racer');
    const racer = await signedInApi(app, other);
    const [raced] = await buy(racer);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => transfer(racer, raced.id, `race-${i}@nowhere.test`)),
    );
    expect(answers.filter((r) => r.response.status === 404)).toHaveLength(10);
    expect(answers.filter((r) => r.response.status === 429)).toHaveLength(6);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'active', userId: await userId(db, sender) });
    // Others are not affected.
    const [own] = await buy(buyer);
    expect((await transfer(buyer, own.id, recipientEmail)).response.status).toBe(200);
  });

  it('lets exactly one of 20 concurrent transfers of one ticket to different recipients through', async () => {
    const [ticket] = await buy(buyer);
    const emails = await insertCustomers(db, 20, 'door-race');
    const results = await Promise.all(emails.map((email) => transfer(buyer, ticket.id, email)));
    const ok = results.filter((r) => r.response.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.response.status === 409)).toHaveLength(19);
    const reissued = await db.select().from(tickets).where(eq(tickets.transferredFromId, ticket.id));
    expect(reissued.map((t) => t.id)).toEqual([ok[0].data?.ticketId]);
    expect(ok[0].data?.message).toBe(`Ticket transferred to ${emails[results.indexOf(ok[0])]}`);
  });
});
