import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { clientAddress } from '../../lib/session';
import type * as routes from './clicks.routes';
import * as service from './clicks.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const recordAffiliateClick: Handler<'recordAffiliateClick'> = async (c) => {
  await service.countClick(c.var.deps, c.req.valid('json'), {
    address: clientAddress(c),
    userAgent: c.req.header('user-agent'),
  });
  return c.body(null, 204);
};
