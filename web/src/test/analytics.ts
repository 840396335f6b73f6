import type { components } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';
import { eventSummary } from './server';

type Schemas = components['schemas'];
export type ManagedEvent = Schemas['ManagedEvent'];
type Summary = Schemas['AnalyticsSummary'];
type EventFigures = Schemas['EventAnalytics'];
type Live = Schemas['LiveSales'];
type Trends = Schemas['SalesTrends'];
type CheckIns = Schemas['CheckInProgress'];
type Attribution = Schemas['SalesAttribution'];

/** An organizer's event as /api/my-events lists it. */
export function managedEvent(overrides: Partial<ManagedEvent> = {}): ManagedEvent {
  return {
    ...eventSummary(),
    organizer: { id: 'u-organizer', name: 'Organizer Test' },
    ticketTypes: [],
    saleState: 'on_sale',
    isActive: true,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ticketsSold: 0,
    ticketsHeld: 0,
    capacity: 100,
    ...overrides,
  };
}

export function eventFigures(overrides: Partial<EventFigures> = {}): EventFigures {
  return {
    eventId: 1,
    currency: 'MYR',
    totalRevenue: '0.00',
    serviceFees: '0.00',
    ticketsSold: 0,
    ordersCompleted: 0,
    ticketTypeBreakdown: [],
    ...overrides,
  };
}

export function liveSales(overrides: Partial<Live> = {}): Live {
  return {
    eventId: 1,
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    asOf: '2026-11-21T10:41:30.000Z',
    refreshSeconds: 5,
    perMinute: [],
    perHour: [],
    ticketTypes: [],
    holds: { paid: 0, held: 0, released: 0 },
    payments: [],
    ...overrides,
  };
}

export function salesTrends(overrides: Partial<Trends> = {}): Trends {
  return {
    eventId: 1,
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    from: '2026-11-20',
    to: '2026-11-21',
    days: [],
    ...overrides,
  };
}

/** msw handlers for the analytics API, typed from the generated schema. */
export const analyticsHandlers = {
  myEvents: (events: ManagedEvent[]) => http.get('*/api/my-events', () => HttpResponse.json<ManagedEvent[]>(events)),
  summary: (summary: Summary) => http.get('*/api/my-analytics', () => HttpResponse.json<Summary>(summary)),
  event: (figures: EventFigures) =>
    http.get('*/api/events/:id/analytics', () => HttpResponse.json<EventFigures>(figures)),
  live: (answer: () => Live) => http.get('*/api/events/:id/analytics/live', () => HttpResponse.json<Live>(answer())),
  trends: (answer: (query: URLSearchParams) => Trends) =>
    http.get('*/api/events/:id/analytics/trends', ({ request }) =>
      HttpResponse.json<Trends>(answer(new URL(request.url).searchParams)),
    ),
  checkIns: (checkIns: CheckIns) =>
    http.get('*/api/events/:id/analytics/check-ins', () => HttpResponse.json<CheckIns>(checkIns)),
  attribution: (attribution: Attribution) =>
    http.get('*/api/events/:id/analytics/attribution', () => HttpResponse.json<Attribution>(attribution)),
};
