import { describe, expect, it } from 'vitest';
import { walletTicket } from '@/test/server';
import { ticketImageLabel } from './ticket-image-label';

const ticket = walletTicket(
  { id: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14', ticketType: { id: 31, name: 'VIP Deck', description: null } },
  // 7:30 pm in Kuala Lumpur; 6:30 pm in Jakarta.
  { dateTime: '2026-12-12T11:30:00.000Z' },
);

describe('the words under the code on a downloaded ticket', () => {
  it('carry the event, its date and time on its own clock, the venue, the type, the holder and the reference', () => {
    expect(ticketImageLabel(ticket, 'Nurul Huda')).toEqual({
      event: 'Jazz by the Lake',
      when: 'Sat, 12 Dec 2026 · 7:30 pm',
      venue: 'Perdana Botanical Gardens, Kuala Lumpur, Malaysia',
      type: 'VIP Deck',
      holder: 'Holder: Nurul Huda',
      reference: 'Ticket #5d2f7a3e',
    });
  });

  it("tell the time in the event's zone, not the phone's", () => {
    const jakarta = { ...ticket, event: { ...ticket.event, timeZone: 'Asia/Jakarta' } };
    expect(ticketImageLabel(jakarta, 'Nurul Huda').when).toBe('Sat, 12 Dec 2026 · 6:30 pm WIB');
  });
});
