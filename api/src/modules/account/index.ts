import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './account.handlers';
import * as routes from './account.routes';

/** The signed-in user's own account: name, password, e-mail address, deletion (the settings page). */
export function registerAccount(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.changeName, handlers.changeName);
  app.openapi(routes.changePassword, handlers.changePassword);
  app.openapi(routes.changeEmail, handlers.changeEmail);
  app.openapi(routes.openConfirmEmailLink, handlers.openConfirmEmailLink);
  app.openapi(routes.confirmEmail, handlers.confirmEmail);
  app.openapi(routes.deleteAccount, handlers.deleteAccount);
}

export { rememberAccountLanguage } from './account-language';
