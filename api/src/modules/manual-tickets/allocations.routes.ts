import { z } from '@hono/zod-openapi';
import { notFound, validationFailed } from '../../lib/errors';
import {
  cookieAuth,
  documentedProblem,
  IdParam,
  jsonBody,
  jsonContent,
  problems,
  problemsOfOneStatus,
} from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import {
  Allocation,
  AllocationFilterQuery,
  LedgerEntry,
  MAX_ALLOCATION,
  SetAllocationBody,
  SettlementBody,
} from './allocations.schemas';
import { belowIssued, notAReseller, notYourLedger } from './allocations.service';
import { exceedsOutstanding } from './ledger.service';
import { notYourEventsAllocation } from './reach';
import { tooManyLookups } from './recipient-search.schemas';

const allocation = {
  id: 5,
  eventId: 12,
  eventTitle: 'Malaysia Jazz Night',
  ticketTypeId: 31,
  ticketTypeName: 'General Admission',
  currency: 'MYR',
  price: '80.00',
  resellerId: 'u_aisyah',
  resellerEmail: 'aisyah@example.com',
  resellerName: 'Aisyah Rahman',
  granted: 50,
  issued: 12,
  left: 38,
};
const entry = {
  eventId: 12,
  eventTitle: 'Malaysia Jazz Night',
  resellerId: 'u_aisyah',
  resellerEmail: 'aisyah@example.com',
  resellerName: 'Aisyah Rahman',
  currency: 'MYR',
  ticketsIssued: 12,
  owed: '960.00',
  settled: '400.00',
  outstanding: '560.00',
};
const WHO_SEES =
  'Admins see every reseller, organizers the resellers of their own events, resellers only themselves (naming another reseller: 403); customers 403. Deleted events are left out.';
const WHO_CHANGES = "The event's organizer or an admin (resellers, customers and other organizers: 403).";

export const listAllocations = defineRoute({
  method: 'get',
  path: '/api/box-office/allocations',
  operationId: 'listAllocations',
  tags: ['Box office'],
  summary: "Resellers' allocations: what each may issue, per event and ticket type",
  description: `A page of allocations (\`pageSize\` default 20, at most 100; the total in \`X-Total-Count\`), by event date, then type, then reseller; \`eventId\` and \`resellerId\` filter. ${WHO_SEES}`,
  security: cookieAuth,
  request: { query: AllocationFilterQuery },
  responses: {
    200: { ...jsonContent(z.array(Allocation), 'One page of allocations', [allocation]), headers: totalCountHeader },
    403: documentedProblem(notYourLedger()),
    ...problems(422),
  },
});

export const setAllocation = defineRoute({
  method: 'put',
  path: '/api/box-office/allocations',
  operationId: 'setAllocation',
  tags: ['Box office'],
  summary: 'Grant a reseller an allocation of a ticket type, or change it',
  description: `Sets how many tickets of one ticket type a reseller may issue in all (0 to ${MAX_ALLOCATION}): a new allocation, a raise, or a cut, never below the tickets already issued from it (409 \`allocation_below_issued\`). An allocation reserves no stock: issuing still takes stock as checkout does. The account must have the reseller role: an address without an account and an account of another role are answered alike (422 \`not_a_reseller\`), so a grant tells nothing about an address. An organizer's grant looks the account up by address, so it counts against their recipient searches (429 \`rate_limited\` with \`Retry-After\`). ${WHO_CHANGES} Written to the audit log.`,
  security: cookieAuth,
  request: {
    body: jsonBody(SetAllocationBody, {
      eventId: 12,
      ticketTypeId: 31,
      resellerEmail: 'aisyah@example.com',
      granted: 50,
    }),
  },
  responses: {
    200: jsonContent(Allocation, 'The allocation as it is now', allocation),
    403: documentedProblem(notYourEventsAllocation()),
    404: documentedProblem(notFound('Event not found.'), 'No such event or ticket type (or deleted)'),
    409: documentedProblem(belowIssued(12), 'Below the tickets already issued from it'),
    422: problemsOfOneStatus('Invalid input, or no reseller account has that e-mail', {
      validation_failed: validationFailed([{ path: 'granted', message: 'Quantity cannot be negative' }]),
      not_a_reseller: notAReseller(),
    }),
    429: tooManyLookups("look-ups of accounts by address (an organizer's grants and recipient searches together)"),
  },
});

export const revokeAllocation = defineRoute({
  method: 'post',
  path: '/api/box-office/allocations/{id}/revoke',
  operationId: 'revokeAllocation',
  tags: ['Box office'],
  summary: "Revoke the unused part of a reseller's allocation",
  description: `The allocation is cut to the tickets already issued from it (those stay issued and owed), in one statement, so an issue running at the same time is either counted or refused. ${WHO_CHANGES} Written to the audit log.`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(Allocation, 'The allocation, nothing left to issue', { ...allocation, granted: 12, left: 0 }),
    403: documentedProblem(notYourEventsAllocation()),
    ...problems(404, 422),
  },
});

export const getBoxOfficeLedger = defineRoute({
  method: 'get',
  path: '/api/box-office/ledger',
  operationId: 'getBoxOfficeLedger',
  tags: ['Box office'],
  summary: 'What resellers owe organizers for the tickets they issued',
  description: `Per reseller and event: tickets issued from their allocations, their face value (each at its type's price when issued) owed to the organizer, settlements recorded, and what is outstanding, all in the event's currency (never added across currencies). A page (\`pageSize\` default 20, at most 100; the total in \`X-Total-Count\`), by event date, then reseller; \`eventId\` and \`resellerId\` filter. ${WHO_SEES}`,
  security: cookieAuth,
  request: { query: AllocationFilterQuery },
  responses: {
    200: { ...jsonContent(z.array(LedgerEntry), 'One page of the ledger', [entry]), headers: totalCountHeader },
    403: documentedProblem(notYourLedger()),
    ...problems(422),
  },
});

export const recordSettlement = defineRoute({
  method: 'post',
  path: '/api/box-office/settlements',
  operationId: 'recordSettlement',
  tags: ['Box office'],
  summary: 'Record money received from a reseller for an event',
  description: `Adds a settlement (an amount in the event's currency, more than 0, and a note) to a reseller's ledger row for an event; never more than is outstanding (409 \`settlement_exceeds_outstanding\`, decided under a lock so two at once cannot both pass). ${WHO_CHANGES} Written to the audit log. Answers the ledger row as it is now.`,
  security: cookieAuth,
  request: {
    body: jsonBody(SettlementBody, {
      eventId: 12,
      resellerId: 'u_aisyah',
      amount: '400.00',
      note: 'Bank transfer 21 Nov',
    }),
  },
  responses: {
    201: jsonContent(LedgerEntry, 'The ledger row with the settlement', entry),
    403: documentedProblem(notYourEventsAllocation()),
    404: documentedProblem(notFound('Event not found.')),
    409: documentedProblem(exceedsOutstanding('560.00'), 'More than is outstanding'),
    ...problems(422),
  },
});
