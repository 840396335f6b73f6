import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './cancellations.handlers';
import * as routes from './cancellations.routes';

/** Cancelling and postponing events (issue 29, decisions 58 and 59): docs/design/refunds.md. */
export function registerCancellations(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.cancelEvent, handlers.cancelEvent);
  app.openapi(routes.getCancellation, handlers.getCancellation);
  app.openapi(routes.postponeEvent, handlers.postponeEvent);
}
