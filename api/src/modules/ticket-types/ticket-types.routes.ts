import { cookieAuth, IdParam, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { examples, TicketTypeFields, TicketTypePublic, UpdateTicketTypeBody } from '../events';

const tags = ['Ticket types'];

export const addTicketType = defineRoute({
  method: 'post',
  path: '/api/events/{id}/ticket-types',
  operationId: 'addTicketType',
  tags,
  summary: 'Add a ticket type to an event',
  description:
    "By the event's organizer or an admin (others: 403). The price is a decimal string in the event's currency, stored exactly.",
  security: cookieAuth,
  request: {
    params: IdParam,
    body: jsonBody(TicketTypeFields.openapi('CreateTicketTypeRequest'), {
      name: 'Student',
      description: 'With a valid student card at the door',
      price: '40.00',
      quantity: 100,
      isActive: true,
    }),
  },
  responses: {
    201: jsonContent(TicketTypePublic, 'The new ticket type', {
      ...examples.ticketType,
      id: 34,
      name: 'Student',
      description: 'With a valid student card at the door',
      price: '40.00',
      quantity: 100,
      soldQuantity: 0,
      available: 100,
      isActive: true,
    }),
    ...problems(401, 403, 404, 422),
  },
});

export const updateTicketType = defineRoute({
  method: 'put',
  path: '/api/ticket-types/{id}',
  operationId: 'updateTicketType',
  tags,
  summary: 'Change a ticket type',
  description:
    'Name, description, price, quantity, active. The quantity can never go below what is already sold (409 `quantity_below_sold`). A new price applies to new orders only. A type with its waiting list on cannot be made free (409 `waiting_list_free_type`: an offer is an order to pay; turn the list off first).',
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(UpdateTicketTypeBody, { price: '85.00', quantity: 450 }) },
  responses: {
    200: jsonContent(TicketTypePublic, 'The ticket type as it now is', {
      ...examples.ticketType,
      price: '85.00',
      quantity: 450,
      available: 298,
    }),
    ...problems(401, 403, 404, 409, 422),
  },
});
