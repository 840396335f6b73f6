import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { actorOf } from '../audit';
import { restoreEvent as restore } from '../events';
import type * as routes from './event-restore.routes';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const restoreEvent: Handler<'restoreEvent'> = async (c) =>
  c.json(await restore(c.var.deps, await actorOf(c), c.req.valid('param').id), 200);
