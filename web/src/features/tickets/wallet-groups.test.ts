import { describe, expect, it } from 'vitest';
import { type Ticket, walletTicket } from '@/test/server';
import { groupTickets } from './wallet-groups';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY = 86_400_000;

/** A ticket for event `eventId`, starting (and ending) that many days from NOW. */
function ticket(eventId: number, startsInDays: number, extra: Partial<Ticket> = {}, endsInDays?: number): Ticket {
  const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
  return walletTicket(extra, {
    id: eventId,
    title: `Event ${eventId}`,
    dateTime: at(startsInDays),
    endDateTime: endsInDays === undefined ? null : at(endsInDays),
  });
}

const titles = (groups: { event: { id: number } }[]) => groups.map((g) => g.event.id);

describe('the wallet grouped by event', () => {
  it('puts the next event first, then the later ones, whatever order the API listed them in', () => {
    // The API lists the newest event first.
    const listed = [ticket(3, 90), ticket(1, 5), ticket(3, 90), ticket(2, 30), ticket(1, 5)];
    const { coming, past } = groupTickets(listed, NOW);
    expect(titles(coming)).toEqual([1, 2, 3]);
    expect(coming.map((g) => g.entries.length)).toEqual([2, 1, 2]);
    expect(past).toEqual([]);
  });

  it('folds events that are over into past, the latest first', () => {
    const listed = [ticket(4, -40), ticket(5, 10), ticket(6, -2), ticket(7, -300)];
    const { coming, past } = groupTickets(listed, NOW);
    expect(titles(coming)).toEqual([5]);
    expect(titles(past)).toEqual([6, 4, 7]);
  });

  it('keeps an event under way with what is coming (its doors are open), until its end', () => {
    const started = ticket(8, -0.1, {}, 0.1);
    const ended = ticket(9, -0.2, {}, -0.01);
    const startedNoEnd = ticket(10, -0.01);
    const { coming, past } = groupTickets([started, ended, startedNoEnd], NOW);
    expect(titles(coming)).toEqual([8]);
    expect(titles(past)).toEqual([10, 9]);
  });

  it('numbers one event’s tickets in the order they were issued, so five tickets are five cards told apart', () => {
    const first = ticket(11, 20, { createdAt: '2026-11-01T00:00:00.000Z' });
    const second = ticket(11, 20, { createdAt: '2026-11-02T00:00:00.000Z', status: 'transferred' });
    const third = ticket(11, 20, { createdAt: '2026-11-02T00:00:00.000Z' });
    const [group] = groupTickets([third, second, first], NOW).coming;
    expect(group.entries.map((e) => [e.ticket.id, e.number])).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ]);
  });
});
