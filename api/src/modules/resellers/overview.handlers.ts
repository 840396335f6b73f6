import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './overview.routes';
import * as service from './overview.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getResellerOverview: Handler<'getResellerOverview'> = async (c) => {
  const { resellerId } = c.req.valid('query');
  return c.json(await service.resellerOverview(c.var.deps, await requireUser(c), resellerId), 200);
};
