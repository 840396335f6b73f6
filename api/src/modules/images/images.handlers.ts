import type { RouteHandler } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import { requireUser } from '../../lib/session';
import type * as routes from './images.routes';
import * as service from './images.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const createUploadLink: Handler<'createUploadLink'> = async (c) =>
  c.json(await service.createUploadLink(c.var.deps, await requireUser(c)), 200);

export const receiveUpload: Handler<'receiveUpload'> = async (c) => {
  const user = await requireUser(c);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return c.json(
    await service.receiveUpload(c.var.deps, user, c.req.valid('param').id, c.req.valid('query'), bytes),
    200,
  );
};

export const finishUpload: Handler<'finishUpload'> = async (c) =>
  c.json(await service.finishUpload(c.var.deps, await requireUser(c), c.req.valid('json').imageURL), 200);

export const getObject: Handler<'getObject'> = async (c) => {
  const { id, width } = c.req.valid('param').id;
  const poster = await service.openPoster(c.var.deps, id, width);
  if (!poster) throw notFound(said(m.problem_account_image_not_found));
  return new Response(poster.body, {
    status: 200,
    headers: {
      'content-type': poster.contentType,
      'content-length': String(poster.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  }) as never;
};
