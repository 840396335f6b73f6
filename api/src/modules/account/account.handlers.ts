import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { appendSetCookies } from '../../lib/session';
import { actorOf, requestIdsOf } from '../audit';
import { toCurrentUser } from '../auth';
import type * as routes from './account.routes';
import * as service from './account.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const changeName: Handler<'changeName'> = async (c) =>
  c.json(toCurrentUser(await service.changeName(c.var.deps, await actorOf(c), c.req.valid('json'))), 200);

export const changePassword: Handler<'changePassword'> = async (c) => {
  const res = await service.changePassword(c.var.deps, await actorOf(c), c.req.valid('json'), c.req.raw.headers);
  appendSetCookies(c, res.headers.getSetCookie());
  return c.body(null, 204);
};

export const changeEmail: Handler<'changeEmail'> = async (c) =>
  c.json(await service.requestEmailChange(c.var.deps, await actorOf(c), c.req.valid('json').newEmail), 202);

/** A link from a mail sent before links went to the page: to the page, which asks before confirming. */
export const openConfirmEmailLink: Handler<'openConfirmEmailLink'> = async (c) =>
  c.redirect(`/confirm-email?token=${encodeURIComponent(c.req.valid('query').token)}`, 302);

export const confirmEmail: Handler<'confirmEmail'> = async (c) => {
  const outcome = await service.confirmEmailLink(c.var.deps, c.req.valid('json').token, requestIdsOf(c));
  return c.json({ outcome }, 200);
};

export const deleteAccount: Handler<'deleteAccount'> = async (c) => {
  await service.deleteAccount(c.var.deps, await actorOf(c), c.req.valid('json').confirmEmail);
  // Its sessions are gone with it: the browser's cookie names none any more.
  return c.body(null, 204);
};
