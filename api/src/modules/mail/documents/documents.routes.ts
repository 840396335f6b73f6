import { z } from '@hono/zod-openapi';
import { cookieAuth, documentedProblem, jsonContent, problems } from '../../../lib/openapi';
import { defineRoute } from '../../../lib/route';
import { OrderIdParam } from '../../orders';
import { resendLimitReached } from './resend-confirmation.service';

const TicketIdParam = z.object({
  id: z.uuid('Not a ticket id').openapi({
    param: { name: 'id', in: 'path', required: true },
    example: '5d2f3a8e-1b7c-4e0a-9f6d-2c8b7a4e1f30',
  }),
});

const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

const PRIVATE =
  "Sent as an attachment with `Cache-Control: private, no-store`; rendered in a worker thread, off the server's event loop.";
const WHO =
  "The order's buyer and platform staff (the admin-panel permission) only; for anyone else, as for an unknown id, a 404. An order not paid yet is a 409 `order_not_completed`.";

export const downloadOrderTickets = defineRoute({
  method: 'get',
  path: '/api/orders/{id}/tickets.pdf',
  operationId: 'downloadOrderTickets',
  tags: ['Orders'],
  summary: "The order's tickets as a PDF",
  description: `A page per ticket the caller still holds and may use (event, date and time, venue, type, holder, order number and the QR code the door scans), as the confirmation mail's \`tickets.pdf\`. A ticket transferred away, used or cancelled is left out; with none left, a 409 \`no_tickets_to_print\`. ${WHO} ${PRIVATE}`,
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: { 200: pdf('The tickets, a page each'), ...problems(401, 404, 409, 422) },
});

export const downloadOrderReceipt = defineRoute({
  method: 'get',
  path: '/api/orders/{id}/receipt.pdf',
  operationId: 'downloadOrderReceipt',
  tags: ['Orders'],
  summary: "The order's receipt as a PDF",
  description: `The confirmation mail's \`receipt.pdf\`: number, date, buyer, lines, service fee, total, payment method and reference, and the tax line when the platform is registered. ${WHO} ${PRIVATE}`,
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: { 200: pdf('The receipt'), ...problems(401, 404, 409, 422) },
});

export const downloadTicket = defineRoute({
  method: 'get',
  path: '/api/tickets/{id}/ticket.pdf',
  operationId: 'downloadTicket',
  tags: ['Tickets'],
  summary: 'One ticket as a PDF',
  description: `Its holder only, as its QR code (GET /api/tickets/{id}/qr): someone else's ticket, or an unknown id, is a 404; a used (\`ticket_used\`), transferred (\`ticket_transferred\`) or cancelled (\`ticket_cancelled\`) ticket a 409. ${PRIVATE}`,
  security: cookieAuth,
  request: { params: TicketIdParam },
  responses: { 200: pdf('The ticket, one page'), ...problems(401, 404, 409, 422) },
});

const ConfirmationResent = z
  .object({ recipient: z.string().openapi({ description: 'Where the confirmation is being sent' }) })
  .openapi('ConfirmationResent');

export const resendConfirmation = defineRoute({
  method: 'post',
  path: '/api/orders/{id}/resend-confirmation',
  operationId: 'resendConfirmation',
  tags: ['Orders'],
  summary: "Send the order's confirmation again",
  description: `The confirmation (a box-office order: its tickets mail) is written fresh to the buyer's address and sent within a minute, with its tickets and receipt as they are now. At most 3 an hour per order, however many clicks arrive at once; beyond, a 429 \`rate_limited\` with \`Retry-After\`. The order's buyer, the event's organizer (an attendee who lost the mail) and platform staff only; for anyone else, as for an unknown id, a 404. An order not paid yet is a 409 \`order_not_completed\`.`,
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: {
    202: jsonContent(ConfirmationResent, 'The mail is on its way', { recipient: 'aminah@example.com' }),
    ...problems(401, 403, 404, 409, 422),
    429: documentedProblem(
      resendLimitReached(2520),
      'Sent again 3 times this hour already: try again after `Retry-After` seconds',
    ),
  },
});
