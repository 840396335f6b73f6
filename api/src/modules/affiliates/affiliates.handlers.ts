import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './affiliates.routes';
import * as service from './affiliates.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getAffiliateCode: Handler<'getAffiliateCode'> = async (c) => {
  const user = await requireUser(c);
  // The public origin: APP_URL where it is set (required in production), else the one this request reached.
  const origin = new URL(c.var.deps.env.APP_URL ?? c.req.url).origin;
  return c.json(await service.getAffiliateCode(c.var.deps, user, origin), 200);
};
