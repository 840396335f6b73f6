import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './recipient-search.routes';
import * as service from './recipient-search.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const searchUsers: Handler<'searchUsers'> = async (c) =>
  c.json(await service.searchRecipients(c.var.deps, await requireUser(c), c.req.valid('query').query), 200);
