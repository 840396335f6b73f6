import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './checkout.handlers';
import * as routes from './checkout.routes';
import * as resumeHandlers from './resume.handlers';
import * as resumeRoutes from './resume.routes';

export { recordPaymentAttempt } from './payment-attempts.queries';

export function registerCheckout(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.createPaymentIntent, handlers.createPaymentIntent);
  app.openapi(routes.getPaymentConfig, handlers.getPaymentConfig);
  app.openapi(routes.confirmPayment, handlers.confirmPayment);
  app.openapi(routes.confirmDemoPayment, handlers.confirmDemoPayment);
  app.openapi(resumeRoutes.resumeOrder, resumeHandlers.resumeOrder);
  app.openapi(resumeRoutes.startOrderAgain, resumeHandlers.startOrderAgain);
}
