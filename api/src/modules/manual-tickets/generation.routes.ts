import { notFound, validationFailed } from '../../lib/errors';
import { cookieAuth, documentedProblem, jsonBody, jsonContent, problemsOfOneStatus } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { eventEndedProblem } from '../events';
import { GeneratedTickets, GenerateTicketsBody, IdempotencyHeader, MAX_MANUAL_QUANTITY } from './generation.schemas';
import {
  allocationExceeded,
  eventNotOpen,
  keyReused,
  noAllocation,
  notEnoughTickets,
  notYourEvent,
  recipientNotFound,
  selfIssue,
  ticketTypeInactive,
} from './generation.service';
import { tooManyLookups } from './recipient-search.schemas';

const generated = {
  message: 'Generated 2 tickets for chloe@example.com.',
  orderId: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718',
  ticketIds: ['0a8d3c1e-5b2f-4c7d-9e6a-1f2b3c4d5e6f', '7c9e2a4b-6d1f-4e3a-8b5c-0d1e2f3a4b5c'],
};

export const generateTickets = defineRoute({
  method: 'post',
  path: '/api/admin/generate-tickets',
  operationId: 'generateTickets',
  tags: ['Box office'],
  summary: 'Issue tickets to a registered user (manual tickets)',
  description: `One transaction: a completed manual order for the recipient (no service fee; each ticket records its type's price), its stock taken exactly as checkout takes it, one ticket per unit (they show in the recipient's tickets at once and pass the door like bought ones), the manual record (\`reason\` defaults to 'Manual generation for {email}') and an audit row. Quantity 1 to ${MAX_MANUAL_QUANTITY}. Admins may issue for any event, organizers for their own (another's: 403); customers 403. Resellers issue only within the allocations an organizer or admin granted them (none: 409 \`no_allocation\`, whatever the address, as it is checked before the recipient is looked up; too few left: 409 \`allocation_exceeded\`, decided by one conditional statement in the issue's transaction), never to their own account (422 \`self_issue\`); what they issue is owed to the organizer at face value (\`GET /api/box-office/ledger\`). The event must be active and not over, the type active. The \`Idempotency-Key\` header is required: a repeat with the same key (a retry, a double click, two at once) answers the first answer (200, \`Idempotency-Replayed: true\`) and issues nothing more; the same key with another request is a 409. For organizers and resellers each issue (not a replay) looks the recipient up by address, so it counts against their recipient searches (\`GET /api/admin/search-users\`: 429 with \`Retry-After\` once they are used).`,
  security: cookieAuth,
  request: {
    headers: IdempotencyHeader,
    body: jsonBody(GenerateTicketsBody, {
      userEmail: 'chloe@example.com',
      eventId: 12,
      ticketTypeId: 31,
      quantity: 2,
      reason: 'Sponsor passes',
    }),
  },
  responses: {
    200: {
      ...jsonContent(
        GeneratedTickets,
        'The tickets issued (or, for a repeated key, issued by the first request)',
        generated,
      ),
      headers: {
        'Idempotency-Replayed': {
          description: 'Present (`true`) when this is the answer of an earlier request with the same key',
          schema: { type: 'string' as const, enum: ['true'] },
        },
      },
    },
    403: documentedProblem(notYourEvent()),
    404: problemsOfOneStatus('No such event or ticket type (or deleted), or no account with that e-mail', {
      not_found: notFound('Event not found.'),
      recipient_not_found: recipientNotFound(),
    }),
    409: problemsOfOneStatus(
      "Too few tickets left (of the stock or of a reseller's allocation), no allocation, the event ended, the event or type not on sale, or the key used for another request",
      {
        not_enough_tickets: notEnoughTickets(3),
        no_allocation: noAllocation(),
        allocation_exceeded: allocationExceeded(2),
        event_not_open: eventNotOpen(),
        event_ended: eventEndedProblem(),
        ticket_type_inactive: ticketTypeInactive(),
        idempotency_conflict: keyReused(),
      },
    ),
    422: problemsOfOneStatus('Invalid input, or a reseller issuing to their own account', {
      validation_failed: validationFailed([{ path: 'quantity', message: 'Quantity must be at least 1' }]),
      self_issue: selfIssue(),
    }),
    429: tooManyLookups(
      'look-ups of accounts by address (issues and recipient searches together, for organizers and resellers)',
    ),
  },
});
