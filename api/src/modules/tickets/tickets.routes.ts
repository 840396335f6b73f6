import { createRoute, z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { TicketView } from './tickets.schemas';

const tags = ['Tickets'];

export const listMyTickets = createRoute({
  method: 'get',
  path: '/api/my-tickets',
  operationId: 'listMyTickets',
  tags,
  summary: "The signed-in user's tickets",
  description:
    'Tickets the user holds or held (a ticket transferred away stays listed as transferred), newest event first, with their event and ticket type.',
  security: cookieAuth,
  responses: { 200: jsonContent(z.array(TicketView), 'Tickets'), ...problems(401) },
});
