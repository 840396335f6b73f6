import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import type * as routes from './users.routes';
import * as service from './users.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listUsers: Handler<'listUsers'> = async (c) => {
  const { items, total } = await service.listUsers(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const changeUserRole: Handler<'changeUserRole'> = async (c) =>
  c.json(
    await service.changeRole(c.var.deps, await actorOf(c), c.req.valid('param').userId, c.req.valid('json').role),
    200,
  );
