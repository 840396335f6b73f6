import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import type * as routes from './waiting-list.routes';
import * as service from './waiting-list.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const joinWaitingList: Handler<'joinWaitingList'> = async (c) =>
  c.json(
    await service.joinWaitingList(
      c.var.deps,
      await requireUser(c),
      c.req.valid('param').id,
      c.req.valid('json').quantity,
    ),
    201,
  );

export const listMyWaitingList: Handler<'listMyWaitingList'> = async (c) =>
  c.json(await service.myWaitingList(c.var.deps, await requireUser(c)), 200);

export const leaveWaitingList: Handler<'leaveWaitingList'> = async (c) =>
  c.json(await service.leaveWaitingList(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);

export const getPublicWaitingLists: Handler<'getPublicWaitingLists'> = async (c) =>
  c.json(await service.publicWaitingLists(c.var.deps, c.req.valid('param').id), 200);

export const getEventWaitingLists: Handler<'getEventWaitingLists'> = async (c) =>
  c.json(await service.eventWaitingLists(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);

export const updateWaitingList: Handler<'updateWaitingList'> = async (c) =>
  c.json(
    await service.updateWaitingList(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  );

export const offerByHand: Handler<'offerByHand'> = async (c) =>
  c.json(await service.offerByHand(c.var.deps, await actorOf(c), c.req.valid('param').id), 200);
