import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import { createBulkCodes } from './bulk-codes';
import type * as routes from './promo-codes.routes';
import * as service from './promo-codes.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listPromoCodes: Handler<'listPromoCodes'> = async (c) => {
  const { items, total } = await service.listPromoCodes(
    c.var.deps,
    await requireUser(c),
    c.req.valid('param').id,
    c.req.valid('query'),
  );
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const createPromoCode: Handler<'createPromoCode'> = async (c) =>
  c.json(
    await service.createPromoCode(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')),
    201,
  );

export const createPromoCodesBulk: Handler<'createPromoCodesBulk'> = async (c) => {
  const eventId = c.req.valid('param').id;
  const made = await createBulkCodes(c.var.deps, await actorOf(c), eventId, c.req.valid('json'));
  if (c.req.valid('query').format !== 'csv') return c.json(made, 201);
  return c.body(made.csv, 201, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="event-${eventId}-codes.csv"`,
  }) as never;
};

export const updatePromoCode: Handler<'updatePromoCode'> = async (c) =>
  c.json(
    await service.updatePromoCode(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  );

export const deletePromoCode: Handler<'deletePromoCode'> = async (c) =>
  c.json(await service.deletePromoCode(c.var.deps, await actorOf(c), c.req.valid('param').id), 200);
