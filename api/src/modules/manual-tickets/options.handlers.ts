import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './options.routes';
import * as service from './options.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getTicketGenerationOptions: Handler<'getTicketGenerationOptions'> = async (c) =>
  c.json(await service.generationOptions(c.var.deps, await requireUser(c)), 200);
