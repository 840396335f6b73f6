import { cookieAuth, IdParam, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { EVENT_ACCESS, FIGURES, tags } from './analytics.docs';
import { CheckInProgress, LiveSales, SalesAttribution, SalesTrends, TrendsQuery } from './insights.schemas';

const at = '2026-11-21T10:41:00.000Z';

export const getLiveSales = defineRoute({
  method: 'get',
  path: '/api/events/{id}/analytics/live',
  operationId: 'getLiveSales',
  tags,
  summary: 'Live on-sale view of one event',
  description: `Tickets sold (completed orders) per minute over the last hour and per hour over the last day; per ticket type what is left on sale and its tickets paid, held in open checkouts and released from lapsed, cancelled or failed ones; payment attempts and success rate per method (card, fpx, grabpay). Buckets are cut in the event's zone. Cheap enough to ask every \`refreshSeconds\` while the page is open; never cached. ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(LiveSales, 'Live view', {
      eventId: 12,
      currency: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      asOf: '2026-11-21T10:41:30.000Z',
      refreshSeconds: 5,
      perMinute: [{ start: at, tickets: 7 }],
      perHour: [{ start: '2026-11-21T10:00:00.000Z', tickets: 64 }],
      ticketTypes: [
        { ticketTypeId: 31, name: 'General Admission', quantity: 400, left: 212, paid: 180, held: 8, released: 23 },
      ],
      holds: { paid: 180, held: 8, released: 23 },
      payments: [{ method: 'card', attempts: 120, succeeded: 111, successRate: 0.925 }],
    }),
    ...problems(401, 403, 404, 422),
  },
});

export const getSalesTrends = defineRoute({
  method: 'get',
  path: '/api/events/{id}/analytics/trends',
  operationId: 'getSalesTrends',
  tags,
  summary: 'Daily sales and revenue of one event',
  description: `One entry per local day (the event's zone) from \`from\` to \`to\` inclusive, at most 366 days; by default from the first sale's day to today. Cumulative figures run since the first sale, days before \`from\` included. ${FIGURES} ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam, query: TrendsQuery },
  responses: {
    200: jsonContent(SalesTrends, 'Daily sales', {
      eventId: 12,
      currency: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      from: '2026-11-20',
      to: '2026-11-21',
      days: [
        {
          date: '2026-11-20',
          ticketsSold: 14,
          revenue: '1340.00',
          cumulativeTicketsSold: 82,
          cumulativeRevenue: '7960.00',
        },
        {
          date: '2026-11-21',
          ticketsSold: 3,
          revenue: '240.00',
          cumulativeTicketsSold: 85,
          cumulativeRevenue: '8200.00',
        },
      ],
    }),
    ...problems(401, 403, 404, 422),
  },
});

export const getCheckInProgress = defineRoute({
  method: 'get',
  path: '/api/events/{id}/analytics/check-ins',
  operationId: 'getCheckInProgress',
  tags,
  summary: 'Check-in progress of one event',
  description: `Tickets issued (active or checked in; a transferred ticket counts once, as its recipient's) and checked in, per ticket type, and check-ins per 15 minutes on the event's day(s) in its zone. ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(CheckInProgress, 'Check-ins', {
      eventId: 12,
      timeZone: 'Asia/Kuala_Lumpur',
      issued: 96,
      checkedIn: 41,
      ticketTypes: [{ ticketTypeId: 31, name: 'General Admission', issued: 80, checkedIn: 35 }],
      arrivals: [{ start: '2026-12-12T11:15:00.000Z', checkedIn: 12 }],
    }),
    ...problems(401, 403, 404, 422),
  },
});

export const getSalesAttribution = defineRoute({
  method: 'get',
  path: '/api/events/{id}/analytics/attribution',
  operationId: 'getSalesAttribution',
  tags,
  summary: 'Sales of one event per channel, affiliate code and promo code',
  description: `Completed orders per channel — web (the event page), widget (a cart handed over by the buy widget), manual (issued by staff) — and per affiliate code (null: no code). ${FIGURES} ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(SalesAttribution, 'Attribution', {
      eventId: 12,
      currency: 'MYR',
      channels: [
        { channel: 'web', orders: 30, ticketsSold: 71, revenue: '6120.00' },
        { channel: 'widget', orders: 9, ticketsSold: 21, revenue: '2680.00' },
      ],
      affiliates: [
        { code: null, orders: 33, ticketsSold: 80, revenue: '7280.00' },
        { code: 'PNT-7Q2K9XW4DM', orders: 6, ticketsSold: 12, revenue: '1520.00' },
      ],
      promoCodes: [{ code: 'EARLYBIRD', orders: 8, ticketsSold: 16, revenue: '1024.00', discountGiven: '256.00' }],
    }),
    ...problems(401, 403, 404, 422),
  },
});
