import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { actorOf } from '../audit';
import type * as routes from './maintenance.routes';
import * as service from './maintenance.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const cancelPendingPayments: Handler<'cancelPendingPayments'> = async (c) =>
  c.json(await service.cancelPendingPayments(c.var.deps, await actorOf(c)), 200);

export const runAutoCancellation: Handler<'runAutoCancellation'> = async (c) =>
  c.json(await service.runAutoCancellation(c.var.deps, await actorOf(c)), 200);
