import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { actorOf } from '../audit';
import { cancelEvent as cancel } from './cancel-event';
import { cancellationProgress } from './cancellation-progress';
import type * as routes from './cancellations.routes';
import { postponeEvent as postpone } from './postpone-event';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const cancelEvent: Handler<'cancelEvent'> = async (c) =>
  c.json(await cancel(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json').reason), 200);

export const getCancellation: Handler<'getCancellation'> = async (c) =>
  c.json(await cancellationProgress(c.var.deps, await actorOf(c), c.req.valid('param').id), 200);

export const postponeEvent: Handler<'postponeEvent'> = async (c) =>
  c.json(await postpone(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200);
