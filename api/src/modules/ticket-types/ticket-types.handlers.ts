import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { actorOf } from '../audit';
import type * as routes from './ticket-types.routes';
import * as service from './ticket-types.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const addTicketType: Handler<'addTicketType'> = async (c) =>
  c.json(await service.addTicketType(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const updateTicketType: Handler<'updateTicketType'> = async (c) =>
  c.json(
    await service.changeTicketType(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  );
