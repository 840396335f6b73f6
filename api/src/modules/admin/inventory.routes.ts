import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { InventoryEvent, InventoryQuery, SalesStat, SalesStatsQuery } from './inventory.schemas';

const PAGED =
  'Latest start first, paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`), computed by one SQL statement.';
const ACCESS = "Admins only (`admin-panel`; others 403 'Admin access required for inventory tracking').";

export const listEventsWithTickets = defineRoute({
  method: 'get',
  path: '/api/admin/events-with-tickets',
  operationId: 'listEventsWithTickets',
  tags: ['Admin'],
  summary: 'Inventory: events with their ticket types',
  description: `Every event (active or not) with each ticket type's quantity, sold (or held), remaining and whether it is on sale. Deleted events are left out; \`deleted=true\` lists only them, for the panel's Restore. ${PAGED} ${ACCESS}`,
  security: cookieAuth,
  request: { query: InventoryQuery },
  responses: {
    200: {
      ...jsonContent(z.array(InventoryEvent), 'One page of events', [
        {
          id: 12,
          title: 'Jazz by the Lake',
          location: 'Kuala Lumpur, Malaysia',
          category: 'music',
          dateTime: '2026-12-12T11:30:00.000Z',
          timeZone: 'Asia/Kuala_Lumpur',
          currency: 'MYR',
          isActive: true,
          deletedAt: null,
          saleState: 'on_sale',
          ticketTypes: [
            {
              id: 31,
              name: 'General Admission',
              quantity: 200,
              soldQuantity: 192,
              sold: 190,
              held: 2,
              remaining: 8,
              isActive: true,
              saleState: 'on_sale',
            },
            {
              id: 32,
              name: 'VIP',
              quantity: 50,
              soldQuantity: 38,
              sold: 38,
              held: 0,
              remaining: 12,
              isActive: false,
              saleState: 'inactive',
            },
          ],
        },
      ]),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});

export const listSalesStats = defineRoute({
  method: 'get',
  path: '/api/admin/sales-stats',
  operationId: 'listSalesStats',
  tags: ['Admin'],
  summary: 'Inventory: sales per event',
  description: `Per event not deleted: how many ticket types, tickets sold (paid) and held by open checkouts apart, and the capacity. ${PAGED} ${ACCESS}`,
  security: cookieAuth,
  request: { query: SalesStatsQuery },
  responses: {
    200: {
      ...jsonContent(z.array(SalesStat), 'One page of events', [
        {
          eventId: 12,
          eventTitle: 'Jazz by the Lake',
          ticketTypesCount: 2,
          totalSold: 228,
          totalHeld: 2,
          totalCapacity: 250,
        },
      ]),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});
