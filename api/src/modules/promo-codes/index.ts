import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './promo-codes.handlers';
import * as routes from './promo-codes.routes';

export {
  codeRefusalWords,
  promoCodeLimitPerBuyer,
  promoCodeNotValid,
  promoCodeUsedUp,
  whyCodeRefused,
} from './code-problems';
export { appliesTo, codeState, type PromoCodeRow, priceWithCode, reveals } from './code-rules';
export { codeTextById, findLiveCode } from './promo-codes.queries';
export { AppliedCode, CodeQuery } from './promo-codes.schemas';

export function registerPromoCodes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listPromoCodes, handlers.listPromoCodes);
  app.openapi(routes.createPromoCode, handlers.createPromoCode);
  app.openapi(routes.createPromoCodesBulk, handlers.createPromoCodesBulk);
  app.openapi(routes.updatePromoCode, handlers.updatePromoCode);
  app.openapi(routes.deletePromoCode, handlers.deletePromoCode);
}
