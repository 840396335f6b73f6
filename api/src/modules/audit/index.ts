import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './audit-log.handlers';
import * as routes from './audit-log.routes';

export { type Actor, actorOf, requestIdsOf } from './actor';
export { changeOf, recordAudit } from './audit-log';
export { insertAuditRow } from './audit-log.queries';

/** The audit log: every admin action written in the transaction that makes it; admins read it. */
export function registerAudit(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listAuditLog, handlers.listAuditLog);
  app.openapi(routes.exportAuditLogCsv, handlers.exportAuditLogCsv);
}
