import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { stripeWebhook } from './webhooks.routes';
import { handleStripeWebhook } from './webhooks.service';

export function registerWebhooks(app: OpenAPIHono<AppEnv>) {
  app.openapi(stripeWebhook, async (c) =>
    c.json(await handleStripeWebhook(c.var.deps, await c.req.text(), c.req.header('stripe-signature')), 200),
  );
}
