import type { components } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];
export type InventoryEvent = Schemas['InventoryEvent'];
type TicketStock = InventoryEvent['ticketTypes'][number];
type SalesStat = Schemas['SalesStat'];

/** An event as /api/admin/events-with-tickets lists it. */
export function inventoryEvent(overrides: Partial<InventoryEvent> = {}): InventoryEvent {
  return {
    id: 7,
    title: 'Jazz by the Lake',
    location: 'Kuala Lumpur, Malaysia',
    category: 'music',
    dateTime: '2026-12-12T11:30:00.000Z',
    currency: 'MYR',
    isActive: true,
    deletedAt: null,
    ticketTypes: [],
    ...overrides,
  };
}

export function ticketStock(overrides: Partial<TicketStock> = {}): TicketStock {
  const quantity = overrides.quantity ?? 100;
  const soldQuantity = overrides.soldQuantity ?? 0;
  return {
    id: 31,
    name: 'General Admission',
    quantity,
    soldQuantity,
    remaining: quantity - soldQuantity,
    isActive: true,
    ...overrides,
  };
}

export function salesStat(overrides: Partial<SalesStat> = {}): SalesStat {
  return {
    eventId: 7,
    eventTitle: 'Jazz by the Lake',
    ticketTypesCount: 2,
    totalSold: 230,
    totalCapacity: 250,
    ...overrides,
  };
}

/** A page of rows with its X-Total-Count, as the admin lists answer. */
const page = <T>(rows: T[], total = rows.length) =>
  HttpResponse.json<T[]>(rows, { headers: { 'X-Total-Count': String(total) } });

/** msw handlers for the admin panel's event calls, typed from the generated schema. */
export const adminHandlers = {
  /** `answer` gets the request's query (page, pageSize, deleted, query) and gives that page and the total. */
  eventsWithTickets: (answer: (query: URLSearchParams) => { rows: InventoryEvent[]; total?: number }) =>
    http.get('*/api/admin/events-with-tickets', ({ request }) => {
      const { rows, total } = answer(new URL(request.url).searchParams);
      return page(rows, total);
    }),
  salesStats: (stats: SalesStat[]) => http.get('*/api/admin/sales-stats', () => page(stats)),
};
