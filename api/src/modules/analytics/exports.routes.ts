import { z } from '@hono/zod-openapi';
import { cookieAuth, documentedProblem, IdParam, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { EVENT_ACCESS, tags } from './analytics.docs';
import { tooManyExports } from './export-slots';

const csv = (example: string) => ({
  description: 'The CSV file (UTF-8 with a byte order mark, CRLF), sent as an attachment and streamed',
  content: { 'text/csv': { schema: z.string(), example } },
});

const SPREADSHEET =
  "Opens as it is in a spreadsheet: UTF-8 with a byte order mark, times as local date and time, each column's zone named in its header: what was done (ordered, paid, checked in) on Kuala Lumpur's clock, the event's start on the event's own, and text that would start a formula (= + - @) prefixed with an apostrophe. Streamed a thousand rows at a time as the client reads, so any size of event exports; rows added during a download may or may not appear, none appears twice. Exports have a budget of their own: a few at once per account and per server (a 429 `too_many_exports` with `Retry-After` beyond), and a client that stops reading for `EXPORT_WRITE_TIMEOUT_SECONDS` (30 by default) is cut off.";

/** Beyond the exports' budget: the 429 and when to come back. */
const busy = documentedProblem(
  tooManyExports(),
  'As many exports as allowed are streaming, for this account or on this server: try again after `Retry-After`',
);

export const exportOrdersCsv = defineRoute({
  method: 'get',
  path: '/api/events/{id}/exports/orders.csv',
  operationId: 'exportOrdersCsv',
  tags,
  summary: "One event's orders as CSV",
  description: `Every order of the event, any status, oldest first: buyer, channel, affiliate code, tickets, subtotal, service fee and total in the event's currency. ${SPREADSHEET} ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: csv(
      'Order ID,Created (Asia/Kuala_Lumpur),Completed (Asia/Kuala_Lumpur),Status,Buyer e-mail,Customer name,Customer e-mail,Channel,Affiliate code,Tickets,Subtotal,Service fee,Total,Currency,Event starts (Asia/Jakarta)\r\n0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a,2026-11-21 18:00:00,2026-11-21 18:01:12,completed,chloe@example.com,Chloe Tan,chloe@example.com,web,,2,160.00,4.80,164.80,MYR,2026-12-12 19:30:00\r\n',
    ),
    ...problems(401, 403, 404, 422),
    429: busy,
  },
});

export const exportAttendeesCsv = defineRoute({
  method: 'get',
  path: '/api/events/{id}/exports/attendees.csv',
  operationId: 'exportAttendeesCsv',
  tags,
  summary: "One event's attendees as CSV",
  description: `Every ticket of the event by ticket type: its id, type, holder's e-mail and name, status (active, checked_in, transferred, cancelled) and check-in time. ${SPREADSHEET} ${EVENT_ACCESS}`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: csv(
      'Ticket ID,Ticket type,Holder e-mail,Holder name,Status,Checked in (Asia/Kuala_Lumpur),Event starts (Asia/Jakarta)\r\n5f0c8a2e-3b7d-4e1a-9c6f-2d8b7a1e4c90,General Admission,chloe@example.com,Chloe Tan,checked_in,2026-12-12 20:24:05,2026-12-12 19:30:00\r\n',
    ),
    ...problems(401, 403, 404, 422),
    429: busy,
  },
});
