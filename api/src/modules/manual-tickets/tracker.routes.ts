import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { ManualTicketListQuery, ManualTicketRecord, ManualTicketSummary, TrackerFilterQuery } from './tracker.schemas';

const REACH =
  'Admins see every record, organizers the records of their events, resellers the records they generated; customers 403.';
const FILTERS =
  "`search` matches the recipient's e-mail or name, the event title, the order id or the generator's e-mail or name; `range` is all, today (Kuala Lumpur's day), week (7 days) or month (30 days).";

export const listManualTickets = defineRoute({
  method: 'get',
  path: '/api/admin/manual-tickets',
  operationId: 'listManualTickets',
  tags: ['Box office'],
  summary: 'The manual ticket tracker: records of tickets issued by hand',
  description: `A page of manual records (\`pageSize\` default 20, at most 100; the total in \`X-Total-Count\`): recipient, event, ticket type, quantity, recorded value in the event's currency, who generated it, why and when. ${FILTERS} \`sort\` by createdAt (default), totalValue (the amount, whatever its currency), userName or eventTitle, \`direction\` desc (default) or asc; all in the database. ${REACH}`,
  security: cookieAuth,
  request: { query: ManualTicketListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(ManualTicketRecord), 'One page of records', [
        {
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
        },
      ]),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});

export const getManualTicketSummary = defineRoute({
  method: 'get',
  path: '/api/admin/manual-tickets-summary',
  operationId: 'getManualTicketSummary',
  tags: ['Box office'],
  summary: "The manual ticket tracker's cards and chart",
  description: `Over the records the list shows for the same filters: tickets issued, distinct recipients, recorded value per currency (never added across currencies), this calendar month's tickets and value (Kuala Lumpur's month), and tickets per day for the chart. ${FILTERS} ${REACH}`,
  security: cookieAuth,
  request: { query: TrackerFilterQuery },
  responses: {
    200: jsonContent(ManualTicketSummary, 'The figures', {
      totalTickets: 31,
      uniqueUsers: 9,
      totalValue: [
        { currency: 'IDR', amount: '1500000.00' },
        { currency: 'MYR', amount: '1240.00' },
      ],
      thisMonth: { tickets: 12, totalValue: [{ currency: 'MYR', amount: '480.00' }] },
      daily: [
        { day: '2026-11-20', tickets: 8 },
        { day: '2026-11-21', tickets: 4 },
      ],
    }),
    ...problems(403, 422),
  },
});
