import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../api/src/db/client';
import { orders } from '../../api/src/db/schema';
import type { Client } from './http';

export interface CartLine {
  ticketTypeId: number;
  quantity: number;
  /** The price the buyer saw, as the API's decimal string. */
  unitPrice: string;
}

export const GOOD_CARD = { method: 'card', cardNumber: '4242424242424242' } as const;

/**
 * Starts checkout as `buyer` (`POST /api/create-payment-intent`): the pending order, its stock held.
 * `extra` goes into the body too (an affiliateCode). Returns the order row and its payment intent id.
 */
export async function startCheckout(
  db: Database,
  buyer: Client,
  eventId: number,
  items: CartLine[],
  currency = 'MYR',
  extra: object = {},
) {
  const res = await buyer.post('/api/create-payment-intent', { eventId, currency, orderItems: items, ...extra });
  expect(res.status, 'create-payment-intent').toBe(200);
  const [order] = await db.select().from(orders).where(eq(orders.id, res.json.orderId));
  return { order, intentId: order.paymentIntentId as string, clientSecret: res.json.clientSecret as string };
}

/** Pays with the demo provider's form (`POST /api/demo-payments/{id}/confirm`); the good card by default. */
export const payDemo = (buyer: Client, intentId: string, body: object = GOOD_CARD) =>
  buyer.post(`/api/demo-payments/${intentId}/confirm`, body);

/** Buys for real: starts checkout and pays by card with the demo provider. Returns the completed order's id. */
export async function buyTickets(db: Database, buyer: Client, eventId: number, items: CartLine[], currency = 'MYR') {
  const { order, intentId } = await startCheckout(db, buyer, eventId, items, currency);
  const paid = await payDemo(buyer, intentId);
  expect(paid.json, 'demo card payment').toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
  return order.id;
}
