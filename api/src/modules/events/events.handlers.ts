import type { RouteHandler } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { pathId } from '../../lib/input-schemas';
import { publicJson } from '../../lib/public-reads';
import { said } from '../../lib/said';
import { clientAddress, requireUser } from '../../lib/session';
import { actorOf } from '../audit';
import { withCode } from './event-with-code';
import type * as routes from './events.routes';
import * as service from './events.service';
import * as manage from './manage-events.service';
import * as shareCards from './share-card.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listEvents: Handler<'listEvents'> = async (c) => {
  const { items, total } = await service.listPublicEvents(c.var.deps, c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return publicJson(c, items);
};

export const getEvent: Handler<'getEvent'> = async (c) => {
  const event = await service.getPublicEvent(c.var.deps, c.req.valid('param').id);
  const code = c.req.valid('query').code;
  return publicJson(c, code ? await withCode(c.var.deps, event, code, clientAddress(c)) : event);
};

/** A malformed id is no event: 404 like an unknown one (a crawler reads a 404 as "no image"). */
export const getShareCard: Handler<'getShareCard'> = async (c) => {
  const id = pathId().safeParse(c.req.valid('param').id);
  if (!id.success) throw notFound(said(m.problem_event_not_found));
  const png = await shareCards.getShareCard(c.var.deps, id.data);
  return c.body(new Uint8Array(png), 200, {
    'content-type': 'image/png',
    'cache-control': shareCards.SHARE_CARD_CACHE,
  }) as never;
};

export const createEvent: Handler<'createEvent'> = async (c) =>
  c.json(await manage.createEvent(c.var.deps, await requireUser(c), c.req.valid('json')), 201);

export const updateEvent: Handler<'updateEvent'> = async (c) =>
  c.json(await manage.updateEvent(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200);

export const deleteEvent: Handler<'deleteEvent'> = async (c) =>
  c.json(await manage.deleteEvent(c.var.deps, await actorOf(c), c.req.valid('param').id), 200);

export const listMyEvents: Handler<'listMyEvents'> = async (c) =>
  c.json(await manage.listMyEvents(c.var.deps, await requireUser(c)), 200);

export const getMyEvent: Handler<'getMyEvent'> = async (c) =>
  c.json(await manage.getMyEvent(c.var.deps, await requireUser(c), c.req.valid('param').id), 200);
