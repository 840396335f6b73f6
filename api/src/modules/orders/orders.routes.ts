import { createRoute, z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { Message } from '../events/events.schemas';
import { OrderIdParam, OrderView } from './orders.schemas';

const tags = ['Orders'];

export const listMyOrders = createRoute({
  method: 'get',
  path: '/api/my-orders',
  operationId: 'listMyOrders',
  tags,
  summary: "The signed-in user's orders",
  description: 'Newest first, with items and ticket type names. The amount to show is totalAmount + serviceFee.',
  security: cookieAuth,
  responses: { 200: jsonContent(z.array(OrderView), 'Orders'), ...problems(401) },
});

export const deleteOrder = createRoute({
  method: 'delete',
  path: '/api/orders/{id}',
  operationId: 'deleteOrder',
  tags,
  summary: 'Delete an unpaid order',
  description:
    "Own pending or cancelled orders only. A pending order's held tickets go back on sale and its payment intent is cancelled. Completed orders: 409.",
  security: cookieAuth,
  request: { params: OrderIdParam },
  responses: { 200: jsonContent(Message, 'Deleted'), ...problems(401, 404, 409, 422) },
});
