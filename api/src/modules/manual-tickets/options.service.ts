import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { SessionUser } from '../../lib/session-user';
import { eventsToIssueFor } from './options.queries';
import { reachOf } from './reach';

type OptionEvent = {
  id: number;
  title: string;
  date_time: string;
  timeZone: string;
  ticketTypes: {
    id: number;
    name: string;
    currency: string;
    price: string;
    remaining: number;
    allocation: { granted: number; left: number } | null;
  }[];
};

/**
 * `GET /api/admin/ticket-generation-options`: the events the caller may issue tickets for, on sale
 * (active, not deleted, not over), with their active ticket types. Organizers get their own events;
 * resellers only the types they hold an allocation of, with what is left of it.
 */
export async function generationOptions(deps: AppDeps, user: SessionUser) {
  const reach = reachOf(user);
  const rows = await eventsToIssueFor(deps.db, {
    organizerId: reach.kind === 'own-events' ? reach.userId : undefined,
    resellerId: reach.kind === 'own-records' ? reach.userId : undefined,
  });
  const byId = new Map<number, OptionEvent>();
  for (const { event, type, allocation } of rows) {
    let entry = byId.get(event.id);
    if (!entry) {
      entry = {
        id: event.id,
        title: event.title,
        date_time: event.startsAt.toISOString(),
        timeZone: event.timeZone,
        ticketTypes: [],
      };
      byId.set(event.id, entry);
    }
    entry.ticketTypes.push({
      id: type.id,
      name: type.name,
      currency: event.currency,
      price: fromMinor(type.priceMinor),
      remaining: type.quantity - type.soldQuantity,
      allocation: allocation ? { granted: allocation.granted, left: allocation.granted - allocation.issued } : null,
    });
  }
  return { events: [...byId.values()] };
}
