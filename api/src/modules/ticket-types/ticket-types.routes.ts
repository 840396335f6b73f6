import { createRoute } from '@hono/zod-openapi';
import { cookieAuth, IdParam, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { TicketTypeFields, TicketTypePublic, UpdateTicketTypeBody } from '../events/events.schemas';

const tags = ['Ticket types'];

export const addTicketType = createRoute({
  method: 'post',
  path: '/api/events/{id}/ticket-types',
  operationId: 'addTicketType',
  tags,
  summary: 'Add a ticket type to an event',
  description: "By the event's organizer or an admin.",
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(TicketTypeFields.openapi('CreateTicketTypeRequest')) },
  responses: { 201: jsonContent(TicketTypePublic, 'The new ticket type'), ...problems(401, 403, 404, 422) },
});

export const updateTicketType = createRoute({
  method: 'put',
  path: '/api/ticket-types/{id}',
  operationId: 'updateTicketType',
  tags,
  summary: 'Change a ticket type',
  description:
    'Name, description, price, quantity, active. The quantity can never go below what is already sold (409). A new price applies to new orders only.',
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(UpdateTicketTypeBody) },
  responses: {
    200: jsonContent(TicketTypePublic, 'The ticket type as it now is'),
    ...problems(401, 403, 404, 409, 422),
  },
});
