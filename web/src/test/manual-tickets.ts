import type { components } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];
type Recipient = Schemas['RecipientSearchResult']['users'][number];
type IssuableEvent = Schemas['TicketGenerationOptions']['events'][number];
type IssuableTicketType = IssuableEvent['ticketTypes'][number];
type GenerateTickets = Schemas['GenerateTickets'];
type GeneratedTickets = Schemas['GeneratedTickets'];
type ManualTicketRecord = Schemas['ManualTicketRecord'];
type ManualTicketSummary = Schemas['ManualTicketSummary'];
type Allocation = Schemas['Allocation'];
type LedgerEntry = Schemas['LedgerEntry'];

export function recipient(overrides: Partial<Recipient> = {}): Recipient {
  return { id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com', role: 'customer', ...overrides };
}

export function issuableType(overrides: Partial<IssuableTicketType> = {}): IssuableTicketType {
  return {
    id: 31,
    name: 'General Admission',
    currency: 'MYR',
    price: '80.00',
    remaining: 120,
    allocation: null,
    ...overrides,
  };
}

export function issuableEvent(overrides: Partial<IssuableEvent> = {}): IssuableEvent {
  return {
    id: 12,
    title: 'Malaysia Jazz Night',
    date_time: '2026-12-12T11:30:00.000Z',
    timeZone: 'Asia/Kuala_Lumpur',
    ticketTypes: [issuableType()],
    ...overrides,
  };
}

export function manualRecord(overrides: Partial<ManualTicketRecord> = {}): ManualTicketRecord {
  return {
    id: 7,
    orderId: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718',
    userName: 'Chloe Tan',
    userEmail: 'chloe@example.com',
    eventId: 12,
    eventTitle: 'Malaysia Jazz Night',
    ticketType: 'General Admission',
    quantity: 2,
    totalValue: '160.00',
    currency: 'MYR',
    generatedBy: 'admin@pentas.test',
    generatedByName: 'Aminah Yusof',
    reason: 'Sponsor passes',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function manualSummary(overrides: Partial<ManualTicketSummary> = {}): ManualTicketSummary {
  return {
    totalTickets: 0,
    uniqueUsers: 0,
    totalValue: [],
    thisMonth: { tickets: 0, totalValue: [] },
    daily: [],
    ...overrides,
  };
}

/** A request to generate-tickets as the server received it. */
export interface GenerateCall {
  body: GenerateTickets;
  idempotencyKey: string | null;
}

/** msw handlers for the box office API, typed from the generated schema. */
export const manualTicketHandlers = {
  searchUsers: (answer: (query: string) => Recipient[] | Response) =>
    http.get('*/api/admin/search-users', ({ request }) => {
      const users = answer(new URL(request.url).searchParams.get('query') ?? '');
      return users instanceof Response ? users : HttpResponse.json({ users });
    }),
  options: (events: IssuableEvent[]) =>
    http.get('*/api/admin/ticket-generation-options', () => HttpResponse.json({ events })),
  /** `answer` gets each request (body and key) and gives the answer or a problem response. */
  generate: (answer: (call: GenerateCall) => GeneratedTickets | Response | Promise<GeneratedTickets | Response>) =>
    http.post('*/api/admin/generate-tickets', async ({ request }) => {
      const call = {
        body: (await request.json()) as GenerateTickets,
        idempotencyKey: request.headers.get('idempotency-key'),
      };
      const result = await answer(call);
      return result instanceof Response ? result : HttpResponse.json<GeneratedTickets>(result);
    }),
  /** `answer` gets the request's query and gives that page and the total. */
  records: (answer: (query: URLSearchParams) => { rows: ManualTicketRecord[]; total?: number }) =>
    http.get('*/api/admin/manual-tickets', ({ request }) => {
      const { rows, total } = answer(new URL(request.url).searchParams);
      return HttpResponse.json<ManualTicketRecord[]>(rows, {
        headers: { 'X-Total-Count': String(total ?? rows.length) },
      });
    }),
  allocations: (rows: Allocation[]) =>
    http.get('*/api/box-office/allocations', () =>
      HttpResponse.json<Allocation[]>(rows, { headers: { 'X-Total-Count': String(rows.length) } }),
    ),
  ledger: (rows: LedgerEntry[]) =>
    http.get('*/api/box-office/ledger', () =>
      HttpResponse.json<LedgerEntry[]>(rows, { headers: { 'X-Total-Count': String(rows.length) } }),
    ),
  summary: (answer: (query: URLSearchParams) => ManualTicketSummary) =>
    http.get('*/api/admin/manual-tickets-summary', ({ request }) =>
      HttpResponse.json<ManualTicketSummary>(answer(new URL(request.url).searchParams)),
    ),
};
