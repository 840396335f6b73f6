import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './affiliate-stats.routes';
import * as service from './affiliate-stats.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getAffiliateStats: Handler<'getAffiliateStats'> = async (c) =>
  c.json(await service.affiliateStats(c.var.deps, await requireUser(c)), 200);
