import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';
import { requireUser } from '../../lib/session';
import { failureReasonIn } from './failure-reasons';
import type * as routes from './orders.routes';
import * as service from './orders.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listMyOrders: Handler<'listMyOrders'> = async (c) => {
  const orders = await service.listMyOrders(c.var.deps, await requireUser(c));
  const locale = requestLocale(c);
  return c.json(
    orders.map((order) => ({ ...order, failureReason: failureReasonIn(order.failureReason, locale) })),
    200,
  );
};

export const deleteOrder: Handler<'deleteOrder'> = async (c) =>
  c.json(await service.deleteMyOrder(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
