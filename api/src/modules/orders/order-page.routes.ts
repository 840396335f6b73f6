import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { OrderDetail, orderDetailExample } from './order-page.schemas';
import { OrderIdParam } from './orders.schemas';

export const getOrder = defineRoute({
  method: 'get',
  path: '/api/orders/{id}',
  operationId: 'getOrder',
  tags: ['Orders'],
  summary: "An order's page: its confirmation and receipt",
  description:
    "The order's buyer and platform staff (the admin-panel permission) only; for anyone else, as for an unknown id, a 404 (whether it exists is not revealed). " +
    'Its lines, service fee and total, how it was paid with the reference to quote (FPX: the bank and FPX transaction id), the event with its times in its own zone, and each ticket it issued with its status. ' +
    'A ticket the caller holds and may use says `hasQr`: its signed code is at GET /api/tickets/{id}/qr. Sent with `Cache-Control: private, no-store`.',
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: { 200: jsonContent(OrderDetail, 'The order', orderDetailExample), ...problems(401, 404, 422) },
});
