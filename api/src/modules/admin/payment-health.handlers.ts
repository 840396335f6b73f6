import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import type * as routes from './payment-health.routes';
import * as service from './payment-health.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getPaymentHealth: Handler<'getPaymentHealth'> = async (c) =>
  c.json(await service.paymentHealth(c.var.deps, await requireUser(c)), 200);

export const settleRefund: Handler<'settleRefund'> = async (c) =>
  c.json(
    await service.settleRefund(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json').note),
    200,
  );
