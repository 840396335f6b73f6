import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';
import { requireUser } from '../../lib/session';
import { failureReasonIn } from './failure-reasons';
import type * as routes from './order-page.routes';
import { orderPage } from './order-page.service';

export const getOrder: RouteHandler<typeof routes.getOrder, AppEnv> = async (c) => {
  const order = await orderPage(c.var.deps, await requireUser(c), c.req.valid('param').id);
  // A receipt with the buyer's details, whose status changes: never kept by a cache.
  c.header('cache-control', 'private, no-store');
  return c.json({ ...order, failureReason: failureReasonIn(order.failureReason, requestLocale(c)) }, 200);
};
