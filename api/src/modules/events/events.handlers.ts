import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import type * as routes from './events.routes';
import * as service from './events.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listEvents: Handler<'listEvents'> = async (c) => {
  const { items, total } = await service.listPublicEvents(c.var.deps, c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const getEvent: Handler<'getEvent'> = async (c) =>
  c.json(await service.getPublicEvent(c.var.deps, c.req.valid('param').id), 200);
