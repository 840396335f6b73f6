import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './orders.handlers';
import * as routes from './orders.routes';

export function registerOrders(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMyOrders, handlers.listMyOrders);
  app.openapi(routes.deleteOrder, handlers.deleteOrder);
}
