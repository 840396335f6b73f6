import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './inventory.routes';
import * as service from './inventory.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listEventsWithTickets: Handler<'listEventsWithTickets'> = async (c) => {
  const { items, total } = await service.listEventsWithTickets(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const listSalesStats: Handler<'listSalesStats'> = async (c) => {
  const { items, total } = await service.listSalesStats(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};
