import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export { CurrentUser } from './auth.schemas';
export { toCurrentUser } from './auth.service';

export function registerAuth(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getCurrentUser, handlers.getCurrentUser);
  app.openapi(routes.signUp, handlers.signUp);
  app.openapi(routes.signIn, handlers.signIn);
  app.openapi(routes.signOut, handlers.signOut);
  app.openapi(routes.forgotPassword, handlers.forgotPassword);
  app.openapi(routes.resetPassword, handlers.resetPassword);
  app.openapi(routes.login, handlers.login);
  app.openapi(routes.logout, handlers.logout);
}
