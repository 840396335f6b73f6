import { describe, expect, it } from 'vitest';
import { type AuditEntryWords, auditSentence, auditSentenceText } from './audit-sentence';

const jazz = { id: 7, title: 'Jazz by the Lake', currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', deleted: false };
const base: AuditEntryWords = {
  action: 'user.role_change',
  targetType: 'user',
  targetId: 'seed_buyer_10',
  actor: { id: 'u_admin', email: 'admin@pentas.test', name: 'Aminah Yusof', firstName: 'Aminah' },
  person: null,
  event: null,
  ticketType: null,
  before: null,
  after: null,
};
const entry = (over: Partial<AuditEntryWords>) => ({ ...base, ...over });
const rizal = { id: 'u_rizal', name: 'Rizal Hakim', email: 'rizal@example.com' };

describe('auditSentence: each action in words', () => {
  it.each<[string, Partial<AuditEntryWords>, string]>([
    [
      'user.role_change',
      {
        person: { id: 'seed_buyer_10', name: 'Demo Buyer 10', email: 'buyer10@pentas.test' },
        before: { role: 'customer' },
        after: { role: 'organizer' },
      },
      'Aminah changed Demo Buyer 10 from customer to organizer',
    ],
    [
      'event.delete',
      {
        targetType: 'event',
        targetId: '7',
        event: { ...jazz, deleted: true },
        before: { deletedAt: null },
        after: { deletedAt: '2026-11-26T09:53:13.744Z' },
      },
      'Aminah deleted the event Jazz by the Lake',
    ],
    [
      'event.restore',
      {
        targetType: 'event',
        targetId: '7',
        event: jazz,
        before: { deletedAt: '2026-11-26T09:53:13.744Z' },
        after: { deletedAt: null },
      },
      'Aminah restored the event Jazz by the Lake',
    ],
    [
      'event.update',
      {
        targetType: 'event',
        targetId: '7',
        event: jazz,
        before: { title: 'Jazz' },
        after: { title: 'Jazz by the Lake' },
      },
      'Aminah edited the event Jazz by the Lake. Title: Jazz → Jazz by the Lake',
    ],
    [
      'ticket_type.create',
      {
        targetType: 'ticket_type',
        targetId: '31',
        event: jazz,
        ticketType: { id: 31, name: 'VIP' },
        after: { eventId: 7, name: 'VIP', priceMinor: 15000, quantity: 1200, salesEnd: null },
      },
      'Aminah added the ticket type VIP to Jazz by the Lake. Name: VIP; Price: RM 150.00; Tickets: 1,200; Sales end: none',
    ],
    [
      'ticket_type.update',
      {
        targetType: 'ticket_type',
        targetId: '31',
        event: jazz,
        ticketType: { id: 31, name: 'VIP' },
        before: { eventId: 7, priceMinor: 5000, salesEnd: null, isActive: true },
        after: { priceMinor: 6000, salesEnd: '2026-12-12T11:30:00.000Z', isActive: false },
      },
      'Aminah changed the ticket type VIP of Jazz by the Lake. Price: RM 50.00 → RM 60.00; Sales end: none → Sat, 12 Dec 2026, 7:30 pm; Active: yes → no',
    ],
    [
      'ticket.check_in',
      {
        targetType: 'ticket',
        targetId: 't1',
        event: jazz,
        after: { eventId: 7, checkedInAt: '2026-12-12T12:24:05.000Z' },
      },
      'Aminah checked in a ticket for Jazz by the Lake. Checked in: 12 Dec 2026, 8:24 pm',
    ],
    [
      'holds.release_lapsed',
      {
        targetType: 'orders',
        targetId: null,
        after: { ordersCancelled: 3, stockReleased: 5, intentsCancelled: 2, ordersPaid: 0 },
      },
      'Aminah cancelled 3 pending payments past their hold. Orders cancelled: 3; Tickets back in stock: 5; Payments cancelled: 2; Orders found paid: 0',
    ],
    [
      'orders.auto_cancel',
      {
        targetType: 'orders',
        targetId: null,
        after: { totalProcessed: 1, ordersCancelled: 1, stripeIntentsCancelled: 0, ordersPaid: 0 },
      },
      'Aminah ran the auto-cancellation: 1 order cancelled. Orders checked: 1; Orders cancelled: 1; Payments cancelled: 0; Orders found paid: 0',
    ],
    [
      'tickets.generate',
      {
        targetType: 'order',
        targetId: 'o-1',
        event: jazz,
        ticketType: { id: 31, name: 'VIP' },
        person: { id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com' },
        after: {
          recipient: 'chloe@example.com',
          eventId: 7,
          ticketTypeId: 31,
          quantity: 2,
          totalValue: '300.00',
          currency: 'MYR',
          reason: 'Sponsor',
        },
      },
      'Aminah issued 2 tickets of VIP for Jazz by the Lake to Chloe Tan. Value: RM 300.00; Reason: Sponsor',
    ],
    [
      'allocation.grant',
      {
        targetType: 'allocation',
        targetId: '4',
        event: jazz,
        ticketType: { id: 31, name: 'VIP' },
        person: rizal,
        after: { granted: 20, issued: 0, reseller: 'rizal@example.com', ticketTypeId: 31 },
      },
      'Aminah allocated Rizal Hakim 20 tickets of VIP for Jazz by the Lake. Granted: 20; Issued: 0',
    ],
    [
      'allocation.revoke',
      { targetType: 'allocation', targetId: '4', before: { granted: 20 }, after: { granted: 5, issued: 5 } },
      'Aminah revoked the unused tickets of an allocation (20 → 5). Granted: 20 → 5; Issued: 5',
    ],
    [
      'allocation.settle',
      {
        targetType: 'settlement',
        targetId: '9',
        event: { ...jazz, currency: 'IDR' },
        person: rizal,
        after: { eventId: 7, resellerId: 'u_rizal', amount: '350000.00', currency: 'IDR', note: null },
      },
      'Aminah recorded a payment of Rp 350,000 from Rizal Hakim for Jazz by the Lake. Note: none',
    ],
    [
      'account.name_change',
      { before: { firstName: 'Amin', lastName: 'Yusof' }, after: { firstName: 'Aminah', lastName: 'Yusof' } },
      'Aminah changed their name. First Name: Amin → Aminah',
    ],
    ['account.password_change', {}, 'Aminah changed their password'],
    [
      'account.email_change_request',
      { before: { email: 'admin@pentas.test' }, after: { email: 'aminah@example.com' } },
      'Aminah asked to change their e-mail address. Email: admin@pentas.test → aminah@example.com',
    ],
    [
      'account.email_change',
      { after: { email: 'aminah@example.com' } },
      'Aminah confirmed their new e-mail address. Email: aminah@example.com',
    ],
    ['account.delete', {}, 'Aminah deleted their account'],
    [
      'mail.resend',
      {
        targetType: 'mail',
        targetId: 'm-1',
        before: { status: 'failed' },
        after: { recipient: 'rizal@example.com', subject: 'Your tickets for Jazz by the Lake' },
      },
      'Aminah resent "Your tickets for Jazz by the Lake" to rizal@example.com (it had failed)',
    ],
    [
      'waiting_list.update',
      {
        targetType: 'ticket_type',
        targetId: '30',
        event: jazz,
        ticketType: { id: 30, name: 'Lawn' },
        before: { eventId: 7, enabled: false, offerHours: 12 },
        after: { enabled: true, offerHours: 6, freedReleased: 0 },
      },
      'Aminah turned on the waiting list of Lawn for Jazz by the Lake (offers held 6 hours). List on: no → yes; Hours to pay: 12 → 6; Tickets back on sale: 0',
    ],
    [
      'waiting_list.offer',
      {
        targetType: 'ticket_type',
        targetId: '30',
        event: jazz,
        ticketType: { id: 30, name: 'Lawn' },
        after: { eventId: 7, entryId: 41, orderId: 'o-1', quantity: 2 },
      },
      'Aminah offered 2 tickets of Lawn for Jazz by the Lake to a waiting-list entrant',
    ],
  ])('%s', (action, over, words) => {
    expect(auditSentenceText(entry({ action, ...over }))).toBe(words);
  });

  it('links an event and an order where the app has a page; a deleted event is named, not linked', () => {
    const issued = auditSentence(
      entry({ action: 'tickets.generate', targetType: 'order', targetId: 'o-1', event: jazz, after: { quantity: 1 } }),
    );
    expect(issued.parts).toContainEqual({ name: '1 ticket', link: { kind: 'order', id: 'o-1' } });
    expect(issued.parts).toContainEqual({ name: 'Jazz by the Lake', link: { kind: 'event', id: 7 } });
    const deleted = auditSentence(entry({ action: 'event.delete', event: { ...jazz, deleted: true } }));
    expect(deleted.parts).toContainEqual({ name: 'Jazz by the Lake' });
  });

  it('falls back to what was recorded when a name is gone', () => {
    expect(
      auditSentenceText(
        entry({
          actor: { ...base.actor, name: null, firstName: null },
          before: { role: 'admin' },
          after: { role: 'customer' },
        }),
      ),
    ).toBe('admin@pentas.test changed user seed_buyer_10 from admin to customer');
    expect(auditSentenceText(entry({ action: 'event.delete', targetType: 'event', targetId: '7' }))).toBe(
      'Aminah deleted the event #7',
    );
  });
});
