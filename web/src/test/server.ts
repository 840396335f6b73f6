import { type components, permissionsOf } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

type Schemas = components['schemas'];
export type CurrentUser = Schemas['CurrentUser'];
export type EventSummary = Schemas['EventSummary'];
export type Order = Schemas['Order'];
export type EventDetail = Schemas['EventDetail'];
export type TicketType = Schemas['TicketType'];
export type Ticket = Schemas['Ticket'];

/** msw handlers typed from the generated OpenAPI schema: a test cannot answer a shape the API never sends. */
export const handlers = {
  user: (user: CurrentUser | null) =>
    http.get('*/api/auth/user', () =>
      user
        ? HttpResponse.json<CurrentUser>(user)
        : HttpResponse.json(
            { status: 401, title: 'Unauthorized', detail: 'You are logged out. Logging in again...' },
            { status: 401 },
          ),
    ),
  orders: (orders: Order[]) => http.get('*/api/my-orders', () => HttpResponse.json<Order[]>(orders)),
  tickets: (tickets: Ticket[]) => http.get('*/api/my-tickets', () => HttpResponse.json<Ticket[]>(tickets)),
  /** Each ticket's code: a PNG data URL naming the ticket, so a test can tell whose code shows. */
  ticketQr: () =>
    http.get('*/api/tickets/:id/qr', ({ params }) =>
      HttpResponse.json({ qrCode: `data:image/png;base64,${btoa(`code-of-${String(params.id)}`)}` }),
    ),
  events: (events: EventSummary[]) =>
    http.get('*/api/events', () =>
      HttpResponse.json<EventSummary[]>(events, { headers: { 'X-Total-Count': String(events.length) } }),
    ),
};

/**
 * Answers every test has unless it says otherwise (they survive resetHandlers): the waiting lists
 * the dashboard and a sold-out event page read, empty.
 */
const defaults = [
  http.get('*/api/my-waiting-list', () => HttpResponse.json({ entries: [] })),
  http.get('*/api/events/:id/waiting-lists', () => HttpResponse.json({ ticketTypes: [] })),
];

export const server = setupServer(...defaults);

/** A user as /api/auth/user answers: permissions from the one shared matrix. */
export function userWithRole(role: CurrentUser['role'], overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: `u-${role}`,
    email: `${role}@pentas.test`,
    firstName: role[0].toUpperCase() + role.slice(1),
    lastName: 'Test',
    role,
    permissions: permissionsOf(role),
    ...overrides,
  };
}

export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 1,
    title: 'Jazz by the Lake',
    description: 'An evening of jazz on the lakeside lawn.',
    titleMs: null,
    descriptionMs: null,
    venue: 'Perdana Botanical Gardens',
    location: 'Kuala Lumpur, Malaysia',
    category: 'music',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    dateTime: '2026-12-12T11:30:00.000Z',
    endDateTime: null,
    imageUrl: '/posters/music-1.svg',
    imageVariants: [],
    minPrice: '80.00',
    cancelledAt: null,
    cancelReason: null,
    postponedFrom: null,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    status: 'pending',
    createdAt: '2026-11-21T10:00:00.000Z',
    currency: 'MYR',
    totalAmount: '160.00',
    serviceFee: '4.80',
    refunded: '0.00',
    refundStatus: 'none',
    eventId: 1,
    eventTitle: 'Jazz by the Lake',
    eventTitleMs: null,
    eventDateTime: '2026-12-12T11:30:00.000Z',
    eventTimeZone: 'Asia/Kuala_Lumpur',
    failureReason: null,
    expiresAt: null,
    startedAgainAs: null,
    orderItems: [{ id: 1, quantity: 2, unitPrice: '80.00', ticketType: { name: 'General Admission' } }],
    ...overrides,
  };
}

export function ticketType(overrides: Partial<TicketType> = {}): TicketType {
  return {
    id: 1,
    name: 'General',
    description: null,
    price: '80.00',
    quantity: 100,
    soldQuantity: 0,
    available: 100,
    isActive: true,
    salesStart: null,
    salesEnd: null,
    saleState: 'on_sale',
    hidden: false,
    discountedPrice: null,
    ...overrides,
  };
}

export function eventDetail(ticketTypes: TicketType[], overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventSummary(),
    organizer: { id: 'o1', name: 'Daniel Lim' },
    ticketTypes,
    saleState: 'on_sale',
    serviceFee: { percent: 3, fixed: '0.00' },
    promoCode: null,
    ...overrides,
  };
}

let ticketSerial = 0;

/** A ticket as /api/my-tickets lists it: active, bought at RM 80.00, for an event 30 days after 2026-11-26. */
export function walletTicket(overrides: Partial<Ticket> = {}, event: Partial<Ticket['event']> = {}): Ticket {
  ticketSerial += 1;
  return {
    id: `5d2f7a3e-0000-4000-8000-${String(ticketSerial).padStart(12, '0')}`,
    status: 'active',
    orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    checkedInAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    event: {
      id: 12,
      title: 'Jazz by the Lake',
      titleMs: null,
      venue: 'Perdana Botanical Gardens',
      location: 'Kuala Lumpur, Malaysia',
      dateTime: '2026-12-26T11:30:00.000Z',
      endDateTime: null,
      timeZone: 'Asia/Kuala_Lumpur',
      imageUrl: '/posters/music-1.svg',
      category: 'music',
      cancelled: false,
      ...event,
    },
    ticketType: { id: 31, name: 'General Admission', description: null },
    currency: 'MYR',
    price: '80.00',
    complimentary: false,
    transferredTo: null,
    ...overrides,
  };
}
