import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { eventSaleState, ticketSaleState } from '../events';
import { eventsWithTicketTypes, salesStats } from './inventory.queries';
import type { InventoryQuery, SalesStatsQuery } from './inventory.schemas';

/** The inventory's refusal (403) for anyone without admin-panel; the page toasts it and goes home after 1 s. */
const INVENTORY_ONLY = said(m.ops_inventory_denied);

/** `GET /api/admin/events-with-tickets`: events with their ticket types' stock; `deleted=true` lists deleted events to restore, `query` searches. */
export async function listEventsWithTickets(deps: AppDeps, user: SessionUser, query: z.infer<typeof InventoryQuery>) {
  assertCan(user, 'admin-panel', INVENTORY_ONLY);
  const filters = { deleted: query.deleted === 'true', query: query.query };
  const { rows, total } = await eventsWithTicketTypes(deps.db, filters, pageWindow(query));
  const now = new Date();
  const items = rows.map(({ startsAt, endsAt, deletedAt, cancelledAt, ticketTypes, ...event }) => {
    const times = { startsAt, endsAt, cancelledAt };
    const types = ticketTypes.map(({ salesStartsAt, salesEndsAt, ...type }) => ({
      ...type,
      salesStartsAt: salesStartsAt ? new Date(salesStartsAt) : null,
      salesEndsAt: salesEndsAt ? new Date(salesEndsAt) : null,
    }));
    return {
      ...event,
      dateTime: startsAt.toISOString(),
      deletedAt: deletedAt ? deletedAt.toISOString() : null,
      saleState: eventSaleState({ ...times, deletedAt, isActive: event.isActive }, types, now),
      ticketTypes: types.map(({ salesStartsAt, salesEndsAt, ...type }) => ({
        ...type,
        saleState: ticketSaleState({ ...type, salesStartsAt, salesEndsAt }, times, now),
      })),
    };
  });
  return { items, total };
}

/** `GET /api/admin/sales-stats`: per event, its number of ticket types, tickets sold and total capacity. */
export async function listSalesStats(deps: AppDeps, user: SessionUser, query: z.infer<typeof SalesStatsQuery>) {
  assertCan(user, 'admin-panel', INVENTORY_ONLY);
  return salesStats(deps.db, pageWindow(query)).then(({ rows, total }) => ({ items: rows, total }));
}
