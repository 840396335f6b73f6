import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './resume.routes';
import { resumeCheckout } from './resume.service';
import { startAgain } from './start-again.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const resumeOrder: Handler<'resumeOrder'> = async (c) =>
  c.json(await resumeCheckout(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);

export const startOrderAgain: Handler<'startOrderAgain'> = async (c) =>
  c.json(await startAgain(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
