import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './affiliates.handlers';
import * as routes from './affiliates.routes';

export { codeOfUser, findAffiliateCode } from './affiliates.queries';
export { newAffiliateCode } from './affiliates.service';

export function registerAffiliates(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getAffiliateCode, handlers.getAffiliateCode);
}
