import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type * as routes from './buyer-refunds.routes';
import * as service from './buyer-refunds.service';

export const getRefundQuote: RouteHandler<typeof routes.getRefundQuote, AppEnv> = async (c) => {
  const { ticketIds } = c.req.valid('query');
  const quote = await service.refundQuote(
    c.var.deps,
    await requireUser(c),
    c.req.valid('param').id,
    ticketIds?.split(','),
  );
  c.header('cache-control', 'private, no-store');
  return c.json(quote, 200);
};

export const requestRefund: RouteHandler<typeof routes.requestRefund, AppEnv> = async (c) => {
  const answer = await service.requestRefund(
    c.var.deps,
    await requireUser(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    {
      requestId: c.var.requestId,
      clientRequestId: c.var.clientRequestId,
    },
  );
  if (answer.given) return c.json({ refund: answer.refund }, 201);
  return c.json({ request: answer.request }, 202);
};
