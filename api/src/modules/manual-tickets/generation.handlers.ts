import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { actorOf } from '../audit';
import type * as routes from './generation.routes';
import * as service from './generation.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const generateTickets: Handler<'generateTickets'> = async (c) => {
  const { generated, replayed } = await service.generateTickets(
    c.var.deps.db,
    await actorOf(c),
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'],
  );
  if (replayed) c.header('Idempotency-Replayed', 'true');
  return c.json(generated, 200);
};
