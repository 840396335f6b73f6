import type { z } from '@hono/zod-openapi';
import type { AffiliateStats } from './affiliate-stats.schemas';
import { badgesFor } from './badges';
import type { AttributionRow } from './debug-sales.schemas';
import type { ResellerOverview } from './overview.schemas';
import type { ResellerStats } from './reseller-stats.schemas';
import type { SalesHistoryItem } from './sales-history.schemas';

// The API document's examples of this module's answers, typed by their schemas.

export const affiliateStatsExample: z.input<typeof AffiliateStats> = {
  affiliate: { name: 'Aisyah Rahman', code: 'PNT-7Q2K9XW4DM' },
  performance: {
    totalSales: 12,
    ticketsSold: 27,
    totalRevenue: [
      { currency: 'IDR', amount: '700000.00' },
      { currency: 'MYR', amount: '1840.00' },
    ],
    uniqueCustomers: 9,
    salesLast7Days: 3,
    salesLast30Days: 10,
    averageOrderValue: [
      { currency: 'IDR', amount: '350000.00' },
      { currency: 'MYR', amount: '184.00' },
    ],
    lastSaleDate: '2026-11-21T10:00:00.000Z',
    clicks: 140,
    conversionRate: 0.0857,
  },
  eventBreakdown: [
    {
      eventId: 12,
      eventTitle: 'Jazz by the Lake',
      eventDate: '2026-12-12T11:00:00.000Z',
      eventTimeZone: 'Asia/Kuala_Lumpur',
      salesCount: 5,
      ticketsSold: 11,
      clicks: 48,
    },
  ],
  clicksByDay: [
    { day: '2026-11-21', clicks: 6, orders: 1, conversionRate: 0.1667 },
    { day: '2026-11-22', clicks: 0, orders: 0, conversionRate: 0 },
  ],
  ...badgesFor({ sales: 12, revenueMyrMinor: 203_900, customers: 9 }),
  referenceRatesAsOf: '2026-11-01',
};

export const salesHistoryExample: z.input<typeof SalesHistoryItem>[] = [
  {
    id: 'manual-41',
    source: 'manual',
    orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    createdAt: '2026-11-21T10:00:00.000Z',
    targetUserId: 'u_chloe',
    targetUserEmail: 'chloe@example.com',
    targetUserName: 'Chloe Tan',
    eventTitle: 'Jazz by the Lake',
    ticketType: 'General Admission',
    ticketCount: 2,
    amount: '160.00',
    currency: 'MYR',
  },
];

export const resellerStatsExample: z.input<typeof ResellerStats>[] = [
  {
    resellerId: 'u_aisyah',
    resellerEmail: 'aisyah@example.com',
    resellerName: 'Aisyah Rahman',
    affiliateCode: 'PNT-7Q2K9XW4DM',
    manualTicketsSold: 14,
    issuedValue: [{ currency: 'MYR', amount: '1120.00' }],
    affiliateTicketsSold: 22,
    affiliateRevenue: [
      { currency: 'IDR', amount: '700000.00' },
      { currency: 'MYR', amount: '1840.00' },
    ],
    totalTicketsSold: 36,
    totalRevenue: [
      { currency: 'IDR', amount: '700000.00' },
      { currency: 'MYR', amount: '1840.00' },
    ],
    totalTransactions: 19,
    lastSaleDate: '2026-11-21T10:00:00.000Z',
    eventBreakdown: [
      { eventTitle: 'Jazz by the Lake', ticketCount: 20 },
      { eventTitle: 'Kopi & Code', ticketCount: 16 },
    ],
  },
];

export const attributionExample: z.input<typeof AttributionRow>[] = [
  {
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
  },
];

export const resellerOverviewExample: z.input<typeof ResellerOverview> = {
  today: { since: '2026-11-20T16:00:00.000Z', sales: 1, tickets: 2, revenue: [{ currency: 'MYR', amount: '160.00' }] },
  last7Days: {
    since: '2026-11-14T16:00:00.000Z',
    sales: 4,
    tickets: 9,
    revenue: [
      { currency: 'IDR', amount: '350000.00' },
      { currency: 'MYR', amount: '560.00' },
    ],
  },
  last30Days: {
    since: '2026-10-22T16:00:00.000Z',
    sales: 11,
    tickets: 25,
    revenue: [
      { currency: 'IDR', amount: '700000.00' },
      { currency: 'MYR', amount: '1840.00' },
    ],
  },
  ...badgesFor({ sales: 12, revenueMyrMinor: 203_900, customers: 9 }),
  referenceRatesAsOf: '2026-11-01',
};
