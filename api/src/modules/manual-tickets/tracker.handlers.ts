import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './tracker.routes';
import * as service from './tracker.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listManualTickets: Handler<'listManualTickets'> = async (c) => {
  const { items, total } = await service.listManualTickets(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const getManualTicketSummary: Handler<'getManualTicketSummary'> = async (c) =>
  c.json(await service.manualTicketSummary(c.var.deps, await requireUser(c), c.req.valid('query')), 200);
