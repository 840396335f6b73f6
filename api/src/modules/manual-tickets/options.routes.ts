import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { TicketGenerationOptions } from './options.schemas';

export const getTicketGenerationOptions = defineRoute({
  method: 'get',
  path: '/api/admin/ticket-generation-options',
  operationId: 'getTicketGenerationOptions',
  tags: ['Box office'],
  summary: 'Events and ticket types the caller may issue tickets of',
  description:
    "The manual generation form's choices: events on sale (active, not deleted, not over), soonest first, each with its active ticket types (price in the event's currency, tickets remaining); events without an active type are left out. Admins get every such event, organizers their own, resellers only the types they hold an allocation of (with `allocation`: granted and left; an empty list before any). Customers 403.",
  security: cookieAuth,
  responses: {
    200: jsonContent(TicketGenerationOptions, 'The events and their ticket types', {
      events: [
        {
          id: 12,
          title: 'Malaysia Jazz Night',
          date_time: '2026-12-12T11:30:00.000Z',
          timeZone: 'Asia/Kuala_Lumpur',
          ticketTypes: [
            {
              id: 31,
              name: 'General Admission',
              currency: 'MYR',
              price: '80.00',
              remaining: 120,
              allocation: { granted: 50, left: 38 },
            },
          ],
        },
      ],
    }),
    ...problems(403),
  },
});
