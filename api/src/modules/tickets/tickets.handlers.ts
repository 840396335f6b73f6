import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './tickets.routes';
import * as service from './tickets.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listMyTickets: Handler<'listMyTickets'> = async (c) =>
  c.json(await service.listMyTickets(c.var.deps, await requireUser(c)), 200);
