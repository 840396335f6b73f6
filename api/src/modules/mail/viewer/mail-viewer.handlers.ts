import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../context';
import { requireUser } from '../../../lib/session';
import { actorOf } from '../../audit';
import type * as routes from './mail-viewer.routes';
import * as service from './mail-viewer.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const listMail: Handler<'listMail'> = async (c) => {
  const { items, total } = await service.listMail(c.var.deps, await requireUser(c), c.req.valid('query'));
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

export const getMail: Handler<'getMail'> = async (c) => {
  const mail = await service.getMail(c.var.deps, await requireUser(c), c.req.valid('param').mailId);
  c.header('cache-control', 'private, no-store');
  return c.json(mail, 200);
};

export const getMailAttachment: Handler<'getMailAttachment'> = async (c) => {
  const { mailId, index } = c.req.valid('param');
  const file = await service.getAttachment(c.var.deps, await requireUser(c), mailId, index);
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    'cache-control': 'private, no-store',
    // Nothing in it runs, even opened straight from the address bar.
    'content-security-policy': "sandbox; default-src 'none'",
  }) as never;
};

export const resendMail: Handler<'resendMail'> = async (c) =>
  c.json(await service.resendMail(c.var.deps, await actorOf(c), c.req.valid('param').mailId), 202);
