import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import * as orders from './event-orders.service';
import * as requests from './refund-requests.service';
import * as refunds from './staff-refund.service';
import type * as routes from './staff-refunds.routes';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

const noStore = { 'cache-control': 'private, no-store' };

export const listEventOrders: Handler<'listEventOrders'> = async (c) => {
  const { items, total } = await orders.listEventOrders(
    c.var.deps,
    await requireUser(c),
    c.req.valid('param').id,
    c.req.valid('query'),
  );
  return c.json(items, 200, { ...noStore, 'X-Total-Count': String(total) });
};

export const refundOrder: Handler<'refundOrder'> = async (c) =>
  c.json(await refunds.refundOrder(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const listRefundRequests: Handler<'listRefundRequests'> = async (c) => {
  const { items, total } = await requests.listRefundRequests(c.var.deps, await requireUser(c), c.req.valid('query'));
  return c.json(items, 200, { ...noStore, 'X-Total-Count': String(total) });
};

export const approveRefundRequest: Handler<'approveRefundRequest'> = async (c) =>
  c.json(
    await requests.approveRequest(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  );

export const refuseRefundRequest: Handler<'refuseRefundRequest'> = async (c) =>
  c.json(await requests.refuseRequest(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200);
