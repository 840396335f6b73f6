import type { components } from '@pentas/openapi';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { manualTicketHandlers } from './manual-tickets';

type Schemas = components['schemas'];
type PaymentHealth = Schemas['PaymentHealth'];
type AdminUser = Schemas['AdminUser'];
type AuditEntry = Schemas['AuditEntry'];
type PendingPaymentsCancelled = Schemas['PendingPaymentsCancelled'];
type AutoCancellationResult = Schemas['AutoCancellationResult'];
type Problem = Schemas['Problem'];
export type InventoryEvent = Schemas['InventoryEvent'];
type TicketStock = InventoryEvent['ticketTypes'][number];
type SalesStat = Schemas['SalesStat'];

/** Today's figures with nothing going on; a test sets what it is about. */
export function paymentHealth(overrides: Partial<PaymentHealth> = {}): PaymentHealth {
  return {
    todayFailures: 0,
    todayOrders: 0,
    todayAttempts: 0,
    failureRate: 0,
    failureRateHigh: false,
    byMethod: [],
    byErrorCode: [],
    stuckOrders: { count: 0, ticketsHeld: 0, oldestHoldExpiredAt: null },
    refundsToSettle: { count: 0, refunds: [] },
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u_chloe',
    email: 'chloe@example.com',
    firstName: 'Chloe',
    lastName: 'Tan',
    name: 'Chloe Tan',
    role: 'customer',
    createdAt: '2026-10-02T08:15:00.000Z',
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 'u-admin', email: 'admin@pentas.test', name: 'Aminah Yusof', firstName: 'Aminah' },
    action: 'user.role_change',
    targetType: 'user',
    targetId: 'u_chloe',
    person: { id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com' },
    event: null,
    ticketType: null,
    before: { role: 'customer' },
    after: { role: 'organizer' },
    requestId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    clientRequestId: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** An event as /api/admin/events-with-tickets lists it. */
export function inventoryEvent(overrides: Partial<InventoryEvent> = {}): InventoryEvent {
  return {
    id: 7,
    title: 'Jazz by the Lake',
    location: 'Kuala Lumpur, Malaysia',
    category: 'music',
    dateTime: '2026-12-12T11:30:00.000Z',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
    isActive: true,
    deletedAt: null,
    saleState: 'on_sale',
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
    sold: soldQuantity,
    held: 0,
    remaining: quantity - soldQuantity,
    isActive: true,
    saleState: 'on_sale',
    ...overrides,
  };
}

export function salesStat(overrides: Partial<SalesStat> = {}): SalesStat {
  return {
    eventId: 7,
    eventTitle: 'Jazz by the Lake',
    ticketTypesCount: 2,
    totalHeld: 0,
    totalSold: 230,
    totalCapacity: 250,
    ...overrides,
  };
}

/** A problem+json answer as the API's error factories render it. */
export function problem(status: number, code: Problem['code'], detail: string) {
  return HttpResponse.json<Problem>(
    { type: 'about:blank', title: 'Conflict', status, detail, code, requestId: 'req-1' },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** A page of a list with its total in X-Total-Count, as the admin lists answer. */
const page = <T>(rows: T[], total = rows.length) =>
  HttpResponse.json<T[]>(rows, { headers: { 'X-Total-Count': String(total) } });

/** A typed JSON body, or a problem response as it is. */
const json = <T extends JsonBodyType>(answer: T | Response) =>
  answer instanceof Response ? answer : HttpResponse.json<T>(answer);

/** msw handlers for the admin API, typed from the generated schema. */
export const adminHandlers = {
  paymentHealth: (answer: () => PaymentHealth) =>
    http.get('*/api/admin/payment-health', () => HttpResponse.json<PaymentHealth>(answer())),
  /** `answer` gets the request's query (query, page, pageSize) and gives the page and the total. */
  users: (answer: (query: URLSearchParams) => { rows: AdminUser[]; total?: number }) =>
    http.get('*/api/admin/users', ({ request }) => {
      const { rows, total } = answer(new URL(request.url).searchParams);
      return page(rows, total);
    }),
  /** `answer` gets the request's query and gives that page; `total` is the whole log's (else the page's length). */
  auditLog: (answer: (query: URLSearchParams) => AuditEntry[], total?: number) =>
    http.get('*/api/admin/audit-log', ({ request }) => page(answer(new URL(request.url).searchParams), total)),
  /** `answer` gives the updated user, or a problem response (a refusal). */
  changeRole: (answer: (userId: string, role: AdminUser['role']) => AdminUser | Response) =>
    http.patch('*/api/admin/users/:userId/role', async ({ params, request }) => {
      const { role } = (await request.json()) as Schemas['RoleChange'];
      return json<AdminUser>(answer(String(params.userId), role));
    }),
  cancelPending: (answer: () => PendingPaymentsCancelled | Response) =>
    http.post('*/api/admin/cancel-pending-payments', () => json<PendingPaymentsCancelled>(answer())),
  autoCancel: (answer: () => AutoCancellationResult | Response) =>
    http.post('*/api/admin/run-auto-cancellation', () => json<AutoCancellationResult>(answer())),
  /** `answer` gets the refund's id and the note, and gives the settled refund or a problem response. */
  settleRefund: (answer: (id: string, note: string) => Schemas['RefundSettled'] | Response) =>
    http.post('*/api/admin/refunds/:id/settle', async ({ params, request }) => {
      const { note } = (await request.json()) as Schemas['SettleRefund'];
      return json<Schemas['RefundSettled']>(answer(String(params.id), note));
    }),
  /** `answer` gets the request's query (page, pageSize, deleted, query) and gives that page and the total. */
  eventsWithTickets: (answer: (query: URLSearchParams) => { rows: InventoryEvent[]; total?: number }) =>
    http.get('*/api/admin/events-with-tickets', ({ request }) => {
      const { rows, total } = answer(new URL(request.url).searchParams);
      return page(rows, total);
    }),
  salesStats: (stats: SalesStat[]) => http.get('*/api/admin/sales-stats', () => page(stats)),
};

/**
 * Every call the /admin page makes, answered with nothing going on: a test of one section installs
 * these first and its own handlers after (msw prefers the later ones).
 */
export const quietAdminPanel = () => [
  adminHandlers.paymentHealth(() => paymentHealth()),
  adminHandlers.users(() => ({ rows: [] })),
  adminHandlers.auditLog(() => []),
  adminHandlers.eventsWithTickets(() => ({ rows: [] })),
  manualTicketHandlers.options([]),
  manualTicketHandlers.allocations([]),
  manualTicketHandlers.ledger([]),
];
