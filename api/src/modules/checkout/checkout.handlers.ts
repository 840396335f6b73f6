import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';
import { requireUser } from '../../lib/session';
import { sessionCallerOf } from '../../lib/session-in-statement';
import { failureReasonIn } from '../orders';
import type * as routes from './checkout.routes';
import * as service from './checkout.service';
import * as payments from './payments.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

/** The session is looked up in the checkout's first statement (hot-path.ts); requireUser when that finds none live. */
export const createPaymentIntent: Handler<'createPaymentIntent'> = async (c) => {
  return c.json(await service.startCheckout(c.var.deps, await sessionCallerOf(c), c.req.valid('json')), 200);
};

export const getPaymentConfig: Handler<'getPaymentConfig'> = (c) => c.json(service.paymentConfig(c.var.deps), 200);

export const confirmPayment: Handler<'confirmPayment'> = async (c) => {
  const status = await payments.confirmPayment(c.var.deps, await requireUser(c), c.req.valid('json').paymentIntentId);
  return c.json(inReadersLanguage(c, status), 200);
};

export const confirmDemoPayment: Handler<'confirmDemoPayment'> = async (c) => {
  const { id } = c.req.valid('param');
  const status = await payments.confirmDemoPayment(c.var.deps, await requireUser(c), id, c.req.valid('json'));
  return c.json(inReadersLanguage(c, status), 200);
};

/** A payment's status with its order's failure reason in the caller's language. */
const inReadersLanguage = <S extends { message: string | null }>(c: Context, status: S) => ({
  ...status,
  message: failureReasonIn(status.message, requestLocale(c)),
});
