import type { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import type { AuditAction, AuditTarget } from './audit-log';
import { auditPage } from './audit-log.queries';
import type { AuditLogQuery } from './audit-log.schemas';

export async function listAuditLog(deps: AppDeps, user: SessionUser, query: z.infer<typeof AuditLogQuery>) {
  assertCan(user, 'admin-panel');
  const { rows, total } = await auditPage(deps.db, query, pageWindow(query));
  const items = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action as AuditAction,
    targetType: row.targetType as AuditTarget,
    targetId: row.targetId,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    requestId: row.requestId,
    clientRequestId: row.clientRequestId,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total };
}
