import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { sendCsv } from '../analytics';
import type * as routes from './audit-log.routes';
import * as service from './audit-log.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listAuditLog: Handler<'listAuditLog'> = async (c) => {
  const { items, total } = await service.listAuditLog(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const exportAuditLogCsv: Handler<'exportAuditLogCsv'> = async (c) =>
  sendCsv(c, service.exportAuditLog(c.var.deps, await requireUser(c), c.req.valid('query'))) as never;
