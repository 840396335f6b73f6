import type { Ticket } from './queries';

interface WalletEntry {
  ticket: Ticket;
  /** Its place among the event's tickets ('Ticket 2 of 5'), in the order they were issued. */
  number: number;
}

export interface EventGroup {
  event: Ticket['event'];
  entries: WalletEntry[];
}

/** Over once its end (or its start, without one) has passed, as the sales rule says (decisions.md item 34). */
function isOver(event: Ticket['event'], now: Date) {
  return Date.parse(event.endDateTime ?? event.dateTime) <= now.getTime();
}

const issueOrder = (a: Ticket, b: Ticket) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The wallet's order: one group per event, the next event first (one under way counts as coming: it
 * is the one at the door), then past events, latest first, to be folded away. Within a group, tickets
 * in the order they were issued, numbered.
 */
export function groupTickets(tickets: Ticket[], now = new Date()): { coming: EventGroup[]; past: EventGroup[] } {
  const byEvent = new Map<number, Ticket[]>();
  for (const ticket of tickets) byEvent.set(ticket.event.id, [...(byEvent.get(ticket.event.id) ?? []), ticket]);
  const groups = [...byEvent.values()].map((held) => ({
    event: held[0].event,
    entries: [...held].sort(issueOrder).map((ticket, i) => ({ ticket, number: i + 1 })),
  }));
  const startOf = (group: EventGroup) => Date.parse(group.event.dateTime);
  return {
    coming: groups
      .filter((g) => !isOver(g.event, now))
      .sort((a, b) => startOf(a) - startOf(b) || a.event.id - b.event.id),
    past: groups.filter((g) => isOver(g.event, now)).sort((a, b) => startOf(b) - startOf(a) || b.event.id - a.event.id),
  };
}
