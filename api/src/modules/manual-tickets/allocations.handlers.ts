import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import type * as routes from './allocations.routes';
import * as allocations from './allocations.service';
import * as ledger from './ledger.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listAllocations: Handler<'listAllocations'> = async (c) => {
  const { items, total } = await allocations.allocationList(c.var.deps.db, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const setAllocation: Handler<'setAllocation'> = async (c) =>
  c.json(await allocations.grantAllocation(c.var.deps.db, await actorOf(c), c.req.valid('json')), 200);

export const revokeAllocation: Handler<'revokeAllocation'> = async (c) =>
  c.json(await allocations.revokeAllocation(c.var.deps.db, await actorOf(c), c.req.valid('param').id), 200);

export const getBoxOfficeLedger: Handler<'getBoxOfficeLedger'> = async (c) => {
  const { items, total } = await ledger.ledger(c.var.deps.db, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const recordSettlement: Handler<'recordSettlement'> = async (c) =>
  c.json(await ledger.recordSettlement(c.var.deps.db, await actorOf(c), c.req.valid('json')), 201);
