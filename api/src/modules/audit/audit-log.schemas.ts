import { z } from '@hono/zod-openapi';
import { singleLineText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';
import { auditActions, auditTargets } from './audit-log';

export const AuditLogQuery = PageQuery.extend({
  action: z
    .enum(auditActions)
    .optional()
    .openapi({ param: { name: 'action', in: 'query' }, example: 'user.role_change' }),
  actorId: singleLineText()
    .max(100, 'Actor id too long (at most 100 characters)')
    .optional()
    .openapi({
      param: { name: 'actorId', in: 'query' },
      description: 'The acting admin’s user id',
      example: 'u_admin',
    }),
});

const Change = z.record(z.string(), z.unknown()).nullable();

export const AuditEntry = z
  .object({
    id: z.number().int().openapi({ example: 1042 }),
    actor: z.object({
      id: z.string().openapi({ example: 'u_admin' }),
      email: z.string().openapi({ description: 'As it was when they acted', example: 'admin@pentas.test' }),
    }),
    action: z.enum(auditActions).openapi({ example: 'user.role_change' }),
    targetType: z.enum(auditTargets).openapi({ example: 'user' }),
    targetId: z.string().nullable().openapi({ description: 'Null for a run over many orders', example: 'u_chloe' }),
    before: Change.openapi({ description: 'The target before the action', example: { role: 'customer' } }),
    after: Change.openapi({
      description: 'The target after it (for a run: what it did)',
      example: { role: 'organizer' },
    }),
    requestId: z.string().openapi({
      description: "The server's own id of the request that did it (its X-Request-Id answer header, in its logs)",
      example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    }),
    clientRequestId: z.string().nullable().openapi({
      description: 'The X-Request-Id the client sent, if any: its own label, kept apart and never trusted as ours',
      example: null,
    }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
  })
  .openapi('AuditEntry');
