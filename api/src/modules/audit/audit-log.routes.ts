import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { AuditEntry, AuditLogQuery } from './audit-log.schemas';

export const listAuditLog = defineRoute({
  method: 'get',
  path: '/api/admin/audit-log',
  operationId: 'listAuditLog',
  tags: ['Admin'],
  summary: 'The audit log of admin actions',
  description:
    'One row per admin action (role changes, changes by an admin to events and ticket types, event deletions and restores, check-ins at the door, each committed batch of a cancellation run, manual tickets issued), written by the transaction that made the change: who, what, the target, before and after, the request id the server gave (the `X-Request-Id` a client sent is kept apart) and when. Newest first, paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`), filtered by `action` and `actorId`. Rows are never changed or removed. Admins only (`admin-panel`).',
  security: cookieAuth,
  request: { query: AuditLogQuery },
  responses: {
    200: {
      ...jsonContent(z.array(AuditEntry), 'One page of the log', [
        {
          id: 1042,
          actor: { id: 'u_admin', email: 'admin@pentas.test' },
          action: 'user.role_change',
          targetType: 'user',
          targetId: 'u_chloe',
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
