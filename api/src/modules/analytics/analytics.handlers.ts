import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './analytics.routes';
import * as service from './analytics.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getAnalyticsSummary: Handler<'getAnalyticsSummary'> = async (c) =>
  c.json(await service.analyticsSummary(c.var.deps, await requireUser(c)), 200);

export const getEventAnalytics: Handler<'getEventAnalytics'> = async (c) =>
  c.json(await service.eventAnalytics(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
