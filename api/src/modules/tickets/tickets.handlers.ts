import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';
import { requireUser } from '../../lib/session';
import { sessionCallerOf } from '../../lib/session-in-statement';
import { requestIdsOf } from '../audit';
import * as door from './door.service';
import type * as routes from './tickets.routes';
import * as service from './tickets.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listMyTickets: Handler<'listMyTickets'> = async (c) =>
  c.json(await service.listMyTickets(c.var.deps, await requireUser(c)), 200);

export const getTicketQr: Handler<'getTicketQr'> = async (c) => {
  const body = await service.ticketQrCode(c.var.deps, await requireUser(c), c.req.valid('param').id);
  // The code admits its holder: no shared cache may keep it.
  c.header('cache-control', 'private, no-store');
  return c.json(body, 200);
};

export const getTicketSigningKey: Handler<'getTicketSigningKey'> = (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json(service.signingKey(c.var.deps), 200);
};

export const transferTicket: Handler<'transferTicket'> = async (c) =>
  c.json(
    await service.transferTicket(c.var.deps, await requireUser(c), c.req.valid('param').id, c.req.valid('json').email),
    200,
  );

export const scanTicket: Handler<'scanTicket'> = async (c) =>
  c.json(await door.scanTicket(c.var.deps, await requireUser(c), c.req.valid('json')), 200);

export const checkInTicket: Handler<'checkInTicket'> = async (c) =>
  c.json(await door.checkInTicket(c.var.deps, await sessionCallerOf(c), c.req.valid('param').id, requestIdsOf(c)), 200);

export const testScanTicket: Handler<'testScanTicket'> = async (c) =>
  c.json(
    await door.testScan(c.var.deps, await requireUser(c), c.req.valid('json'), requestIdsOf(c), requestLocale(c)),
    200,
  );
