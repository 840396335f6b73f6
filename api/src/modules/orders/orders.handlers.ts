import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './orders.routes';
import * as service from './orders.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listMyOrders: Handler<'listMyOrders'> = async (c) =>
  c.json(await service.listMyOrders(c.var.deps, await requireUser(c)), 200);

export const deleteOrder: Handler<'deleteOrder'> = async (c) =>
  c.json(await service.deleteMyOrder(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
