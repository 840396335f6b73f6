import { cookieAuth, IdParam, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { EVENT_ACCESS, FIGURES, tags } from './analytics.docs';
import { AnalyticsSummary, EventAnalytics } from './analytics.schemas';

export const getAnalyticsSummary = defineRoute({
  method: 'get',
  path: '/api/my-analytics',
  operationId: 'getAnalyticsSummary',
  tags,
  summary: "Sales across the organizer's events",
  description: `Over the caller's events (an admin's: every event; deleted events left out). ${FIGURES} totalRevenue and serviceFees hold one entry per currency (an organizer with MYR and IDR events gets two). totalSales is tickets sold; recentTransactions are the 5 newest orders of any status. Organizers and admins only (403 otherwise).`,
  security: cookieAuth,
  responses: {
    200: jsonContent(AnalyticsSummary, 'Summary', {
      totalRevenue: [
        { currency: 'IDR', amount: '4550000.00' },
        { currency: 'MYR', amount: '12480.00' },
      ],
      serviceFees: [
        { currency: 'IDR', amount: '136500.00' },
        { currency: 'MYR', amount: '374.40' },
      ],
      totalSales: 156,
      totalEvents: 4,
      recentTransactions: [
        {
          id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          eventTitle: 'Jazz by the Lake',
          userEmail: 'chloe@example.com',
          totalAmount: '160.00',
          currency: 'MYR',
          status: 'completed',
          refundedAmount: '0.00',
          fullyRefunded: false,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    }),
    ...problems(401, 403),
  },
});

export const getEventAnalytics = defineRoute({
  method: 'get',
  path: '/api/events/{id}/analytics',
  operationId: 'getEventAnalytics',
  tags,
  summary: "One event's revenue and sales per ticket type",
  description: `${FIGURES} An event has one currency: every amount is in \`currency\`. The breakdown lists every ticket type, unsold ones at 0. ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(EventAnalytics, 'Event analytics', {
      eventId: 12,
      currency: 'MYR',
      totalRevenue: '9120.00',
      serviceFees: '273.60',
      ticketsSold: 96,
      ordersCompleted: 41,
      ticketTypeBreakdown: [
        { ticketTypeId: 31, name: 'General Admission', sold: 80, revenue: '6400.00' },
        { ticketTypeId: 32, name: 'VIP Deck', sold: 16, revenue: '2720.00' },
      ],
    }),
    ...problems(401, 403, 404, 422),
  },
});
