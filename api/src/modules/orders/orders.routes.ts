import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { Message } from '../../lib/response-schemas';
import { defineRoute } from '../../lib/route';
import { OrderIdParam, OrderView } from './orders.schemas';

const tags = ['Orders'];
const order = {
  id: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
  status: 'completed' as const,
  createdAt: '2026-11-21T10:00:00.000Z',
  currency: 'MYR',
  totalAmount: '160.00',
  serviceFee: '4.80',
  refunded: '0.00',
  refundStatus: 'none' as const,
  eventId: 12,
  eventTitle: 'Jazz by the Lake',
  eventTitleMs: 'Jazz di Tepi Tasik',
  eventDateTime: '2026-12-12T11:30:00.000Z',
  eventTimeZone: 'Asia/Kuala_Lumpur',
  failureReason: null,
  expiresAt: null,
  startedAgainAs: null,
  orderItems: [{ id: 44, quantity: 2, unitPrice: '80.00', ticketType: { name: 'General Admission' } }],
};

export const listMyOrders = defineRoute({
  method: 'get',
  path: '/api/my-orders',
  operationId: 'listMyOrders',
  tags,
  summary: "The signed-in user's orders",
  description: 'Newest first, with items and ticket type names. The amount to show is totalAmount + serviceFee.',
  security: cookieAuth,
  responses: { 200: jsonContent(z.array(OrderView), 'Orders', [order]), ...problems(401) },
});

export const deleteOrder = defineRoute({
  method: 'delete',
  path: '/api/orders/{id}',
  operationId: 'deleteOrder',
  tags,
  summary: 'Delete an unpaid order',
  description:
    "Own pending or cancelled orders only. A pending order's payment intent is cancelled at the payment provider first; then its held tickets go back on sale and the order is removed. A payment that went through before the cancel completes the order instead (409, its tickets are in the dashboard); one still processing is a 409 too (try again later); a provider that does not answer is a 502 and nothing changes. Completed orders: 409.",
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: {
    200: jsonContent(Message, 'Deleted', { message: 'Order deleted' }),
    ...problems(401, 403, 404, 409, 422, 502),
  },
});
