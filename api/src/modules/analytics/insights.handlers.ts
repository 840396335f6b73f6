import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './insights.routes';
import * as service from './insights.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getLiveSales: Handler<'getLiveSales'> = async (c) =>
  c.json(await service.liveSales(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);

export const getSalesTrends: Handler<'getSalesTrends'> = async (c) =>
  c.json(
    await service.salesTrends(c.var.deps, await requireUser(c), c.req.valid('param').id, c.req.valid('query')),
    200,
  );

export const getCheckInProgress: Handler<'getCheckInProgress'> = async (c) =>
  c.json(await service.checkInProgress(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);

export const getSalesAttribution: Handler<'getSalesAttribution'> = async (c) =>
  c.json(await service.attribution(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
