import { z } from '@hono/zod-openapi';
import { cookieAuth, documentedProblem, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { tooManyExports } from '../analytics';
import { AuditEntry, AuditFilterQuery, AuditLogQuery } from './audit-log.schemas';

export const listAuditLog = defineRoute({
  method: 'get',
  path: '/api/admin/audit-log',
  operationId: 'listAuditLog',
  tags: ['Admin'],
  summary: 'The audit log of admin actions',
  description:
    'One row per admin action (role changes, changes by an admin to events and ticket types, event deletions and restores, check-ins at the door, each committed batch of a cancellation run, manual tickets issued), written by the transaction that made the change: who, what, the target, before and after, the request id the server gave (the `X-Request-Id` a client sent is kept apart) and when. Newest first, paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`), filtered by action, actor (`actorId`, or part of their e-mail or name in `actor`), target (`targetType`, `targetId`, or part of its name, e-mail or title in `target`) and days on the Kuala Lumpur calendar (`dateFrom`, `dateTo`). Each entry carries the names today of of the actor, the person, event and ticket type it concerned (their ids kept for links). Rows are never changed or removed. Admins only (`admin-panel`).',
  security: cookieAuth,
  request: { query: AuditLogQuery },
  responses: {
    200: {
      ...jsonContent(z.array(AuditEntry), 'One page of the log', [
        {
          id: 1042,
          actor: { id: 'u_admin', email: 'admin@pentas.test', name: 'Aminah Yusof', firstName: 'Aminah' },
          action: 'user.role_change',
          targetType: 'user',
          targetId: 'u_chloe',
          person: { id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com' },
          event: null,
          ticketType: null,
          before: { role: 'customer' },
          after: { role: 'organizer' },
          requestId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          clientRequestId: null,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ]),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});

export const exportAuditLogCsv = defineRoute({
  method: 'get',
  path: '/api/admin/audit-log.csv',
  operationId: 'exportAuditLogCsv',
  tags: ['Admin'],
  summary: 'The audit log as CSV',
  description:
    "The log with the filters of `listAuditLog`, newest first, every matching entry: when (Kuala Lumpur's clock, as a spreadsheet reads it), what happened in words (the panel's sentence), the actor, the action, the target, before and after as JSON and the request id. UTF-8 with a byte order mark, CRLF, text that would start a formula prefixed with an apostrophe; streamed a thousand rows at a time as the client reads, within the exports' budget (a 429 `too_many_exports` with `Retry-After` beyond). Admins only (`admin-panel`).",
  security: cookieAuth,
  request: { query: AuditFilterQuery },
  responses: {
    200: {
      description: 'The CSV file (UTF-8 with a byte order mark, CRLF), sent as an attachment and streamed',
      content: {
        'text/csv': {
          schema: z.string(),
          example:
            'Entry,When (Asia/Kuala_Lumpur),What happened,Actor e-mail,Actor id,Action,Target type,Target id,Before,After,Request id\r\n1042,2026-11-21 18:00:00,"Aminah changed Chloe Tan from customer to organizer","admin@pentas.test","u_admin","user.role_change","user","u_chloe","{""role"":""customer""}","{""role"":""organizer""}","0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a"\r\n',
        },
      },
    },
    ...problems(403, 422),
    429: documentedProblem(
      tooManyExports(),
      'As many exports as allowed are streaming, for this account or on this server: try again after `Retry-After`',
    ),
  },
});
