import type { components } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];
type SalesHistoryItem = Schemas['SalesHistoryItem'];
type AffiliateStats = Schemas['AffiliateStats'];
type ResellerStats = Schemas['ResellerStats'];
type AttributionRow = Schemas['AttributionRow'];
type AffiliateCode = Schemas['AffiliateCode'];

export function salesHistoryItem(overrides: Partial<SalesHistoryItem> = {}): SalesHistoryItem {
  return {
    id: 'order-0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    source: 'affiliate',
    orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    createdAt: '2026-11-21T16:30:00.000Z',
    targetUserId: 'u_chloe',
    targetUserEmail: 'chloe@example.com',
    targetUserName: 'Chloe Tan',
    eventTitle: 'Jazz by the Lake',
    ticketType: 'General Admission',
    ticketCount: 2,
    amount: '160.00',
    currency: 'MYR',
    ...overrides,
  };
}

const badgeList = [
  ['first-sale', 'First Sale', 'sales', 1],
  ['rising-star', 'Rising Star', 'sales', 10],
  ['sales-champion', 'Sales Champion', 'sales', 50],
  ['sales-legend', 'Sales Legend', 'sales', 100],
  ['revenue-starter', 'Revenue Starter', 'revenue', 1000],
  ['revenue-master', 'Revenue Master', 'revenue', 5000],
  ['people-person', 'People Person', 'customers', 10],
  ['network-builder', 'Network Builder', 'customers', 25],
] as const;

/** The eight badges as the API answers them, for this many sales, ringgit and customers. */
export function badges(reached: { sales?: number; revenue?: number; customers?: number } = {}) {
  return badgeList.map(([id, name, kind, threshold]) => {
    const value = reached[kind] ?? 0;
    return { id, name, kind, threshold, progress: Math.min(value, threshold), earned: value >= threshold };
  });
}

export function affiliateStats(overrides: Partial<AffiliateStats> = {}): AffiliateStats {
  return {
    affiliate: { name: 'Reseller Test', code: 'PNT-7Q2K9XW4DM' },
    performance: {
      totalSales: 0,
      ticketsSold: 0,
      totalRevenue: [],
      uniqueCustomers: 0,
      salesLast7Days: 0,
      salesLast30Days: 0,
      averageOrderValue: [],
      lastSaleDate: null,
      clicks: 0,
      conversionRate: 0,
    },
    eventBreakdown: [],
    clicksByDay: [],
    badges: badges(),
    completion: 0,
    referenceRatesAsOf: '2026-11-01',
    ...overrides,
  };
}

export function resellerStats(overrides: Partial<ResellerStats> = {}): ResellerStats {
  return {
    resellerId: 'u_aisyah',
    resellerEmail: 'aisyah@example.com',
    resellerName: 'Aisyah Rahman',
    affiliateCode: 'PNT-7Q2K9XW4DM',
    manualTicketsSold: 0,
    issuedValue: [],
    affiliateTicketsSold: 0,
    affiliateRevenue: [],
    totalTicketsSold: 0,
    totalRevenue: [],
    totalTransactions: 0,
    lastSaleDate: null,
    eventBreakdown: [],
    ...overrides,
  };
}

export function attributionRow(overrides: Partial<AttributionRow> = {}): AttributionRow {
  return {
    orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    code: 'PNT-7Q2K9XW4DM',
    codeOwnerId: 'u_aisyah',
    codeOwnerEmail: 'aisyah@example.com',
    buyerId: 'u_chloe',
    buyerEmail: 'chloe@example.com',
    eventTitle: 'Jazz by the Lake',
    amount: '160.00',
    serviceFee: '4.80',
    currency: 'MYR',
    status: 'completed',
    failureReason: null,
    createdAt: '2026-11-21T09:58:00.000Z',
    completedAt: '2026-11-21T10:00:00.000Z',
    counted: true,
    notCountedBecause: null,
    ...overrides,
  };
}

const page = <T>(rows: T[], total = rows.length) =>
  HttpResponse.json<T[]>(rows, { headers: { 'X-Total-Count': String(total) } });

const query = (request: Request) => new URL(request.url).searchParams;

/** msw handlers for the reseller API, typed from the generated schema; `answer` may give a Response (a failure). */
export const resellerHandlers = {
  salesHistory: (answer: (query: URLSearchParams) => SalesHistoryItem[] | Response | Promise<SalesHistoryItem[]>) =>
    http.get('*/api/reseller/sales-history', async ({ request }) => {
      const rows = await answer(query(request));
      return rows instanceof Response ? rows : page(rows);
    }),
  affiliateCode: (code = 'PNT-7Q2K9XW4DM') =>
    http.get('*/api/admin/affiliate-code', () =>
      HttpResponse.json<AffiliateCode>({ affiliateCode: code, affiliateUrl: `http://localhost/?ref=${code}` }),
    ),
  affiliateStats: (answer: () => AffiliateStats | Response) =>
    http.get('*/api/admin/affiliate-stats', () => {
      const stats = answer();
      return stats instanceof Response ? stats : HttpResponse.json<AffiliateStats>(stats);
    }),
  monitoring: (answer: (query: URLSearchParams) => { rows: ResellerStats[]; total?: number } | Response) =>
    http.get('*/api/admin/reseller-stats-fresh', ({ request }) => {
      const result = answer(query(request));
      return result instanceof Response ? result : page(result.rows, result.total);
    }),
  attribution: (rows: AttributionRow[]) => http.get('*/api/admin/debug-affiliate-sales', () => page(rows)),
};
