import type { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import { eventsWithTicketTypes, salesStats } from './inventory.queries';
import type { InventoryQuery, SalesStatsQuery } from './inventory.schemas';

/** The spec's refusal on the inventory page. */
const INVENTORY_ONLY = 'Admin access required for inventory tracking';

/** Spec 'GET /api/admin/events-with-tickets' (Inventory Tracking); `deleted=true` lists deleted events to restore, `query` searches. */
export async function listEventsWithTickets(deps: AppDeps, user: SessionUser, query: z.infer<typeof InventoryQuery>) {
  assertCan(user, 'admin-panel', INVENTORY_ONLY);
  const filters = { deleted: query.deleted === 'true', query: query.query };
  const { rows, total } = await eventsWithTicketTypes(deps.db, filters, pageWindow(query));
  const items = rows.map(({ startsAt, deletedAt, ...event }) => ({
    ...event,
    dateTime: startsAt.toISOString(),
    deletedAt: deletedAt ? deletedAt.toISOString() : null,
  }));
  return { items, total };
}

/** Spec 'GET /api/admin/sales-stats'. */
export async function listSalesStats(deps: AppDeps, user: SessionUser, query: z.infer<typeof SalesStatsQuery>) {
  assertCan(user, 'admin-panel', INVENTORY_ONLY);
  return salesStats(deps.db, pageWindow(query)).then(({ rows, total }) => ({ items: rows, total }));
}
