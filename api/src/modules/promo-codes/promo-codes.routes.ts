import { z } from '@hono/zod-openapi';
import { cookieAuth, IdParam, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { Message } from '../../lib/response-schemas';
import { defineRoute } from '../../lib/route';
import {
  BulkPromoCodes,
  BulkPromoCodesBody,
  BulkQuery,
  CreatePromoCodeBody,
  PromoCode,
  PromoCodeListQuery,
  promoCodeExample,
  UpdatePromoCodeBody,
} from './promo-codes.schemas';

const tags = ['Promo codes'];
const WHO =
  "By the event's organizer or an admin: another organizer's event is a 404, a role without `create-events` a 403.";

const createExample = {
  code: 'EARLYBIRD',
  kind: 'discount' as const,
  discount: { type: 'percent' as const, value: '20' },
  ticketTypeIds: [],
  validFrom: '2026-11-01T10:00',
  validUntil: '2026-11-15T23:59',
  maxUses: 100,
  maxPerBuyer: 4,
  reservedQuantity: 0,
};

export const listPromoCodes = defineRoute({
  method: 'get',
  path: '/api/events/{id}/promo-codes',
  operationId: 'listPromoCodes',
  tags,
  summary: "An event's promo and access codes",
  description: `${WHO} Live codes (not deleted), newest first, with their uses; paged (\`pageSize\` default 20, at most 100), the total in \`X-Total-Count\`.`,
  security: cookieAuth,
  request: { params: IdParam, query: PromoCodeListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(PromoCode), 'One page of codes', [promoCodeExample]),
      headers: totalCountHeader,
    },
    ...problems(401, 403, 404, 422),
  },
});

export const createPromoCode = defineRoute({
  method: 'post',
  path: '/api/events/{id}/promo-codes',
  operationId: 'createPromoCode',
  tags,
  summary: 'Create a promo or access code',
  description: `${WHO} Codes are at most 32 letters, digits, - or _, unique per event whatever their case (409 \`promo_code_taken\`). A reservation sets stock of its one ticket type aside (409 \`not_enough_tickets\` when fewer are left).`,
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(CreatePromoCodeBody, createExample) },
  responses: {
    201: jsonContent(PromoCode, 'The new code', { ...promoCodeExample, used: 0 }),
    ...problems(401, 403, 404, 409, 422),
  },
});

export const createPromoCodesBulk = defineRoute({
  method: 'post',
  path: '/api/events/{id}/promo-codes/bulk',
  operationId: 'createPromoCodesBulk',
  tags,
  summary: 'Create many unique codes at once',
  description: `${WHO} \`count\` codes (at most 1000), each the prefix and 8 random letters and digits, all with the same settings (a reservation is per code). JSON with the codes and their CSV, or with \`?format=csv\` the CSV as a download.`,
  security: cookieAuth,
  request: {
    params: IdParam,
    query: BulkQuery,
    body: jsonBody(BulkPromoCodesBody, {
      prefix: 'SPONSOR-',
      count: 50,
      kind: 'access',
      discount: null,
      ticketTypeIds: [],
      maxUses: 1,
      maxPerBuyer: null,
      reservedQuantity: 0,
    }),
  },
  responses: {
    201: {
      description: 'The codes (JSON), or with `?format=csv` the CSV download',
      content: {
        'application/json': {
          schema: BulkPromoCodes,
          example: { codes: [{ id: 8, code: 'SPONSOR-7Q2K9XW4' }], csv: 'code\r\nSPONSOR-7Q2K9XW4\r\n' },
        },
        'text/csv': { schema: z.string(), example: 'code\r\nSPONSOR-7Q2K9XW4\r\n' },
      },
    },
    ...problems(401, 403, 404, 409, 422),
  },
});

export const updatePromoCode = defineRoute({
  method: 'patch',
  path: '/api/promo-codes/{id}',
  operationId: 'updatePromoCode',
  tags,
  summary: 'Change a code',
  description: `${WHO} Only the fields sent change. Orders already made keep their prices. \`maxUses\` and the reservation cannot go below the tickets already bought with it (409 \`promo_code_below_used\`).`,
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(UpdatePromoCodeBody, { maxUses: 150 }) },
  responses: {
    200: jsonContent(PromoCode, 'The code as it now is', { ...promoCodeExample, maxUses: 150 }),
    ...problems(401, 403, 404, 409, 422),
  },
});

export const deletePromoCode = defineRoute({
  method: 'delete',
  path: '/api/promo-codes/{id}',
  operationId: 'deletePromoCode',
  tags,
  summary: 'Delete a code',
  description: `${WHO} The code stops working at once and its reservation goes back on sale; orders made with it keep it (analytics still count them). Its text can be used again.`,
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(Message, 'Deleted', { message: 'Code deleted.' }),
    ...problems(401, 403, 404),
  },
});
