import type { components } from '@pentas/openapi';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../api/src/db/client';
import { demoPaymentIntents, orders } from '../../api/src/db/schema';
import type { HoldRequest } from '../../api/src/modules/orders/hold-batches';
import { type ApiClient, apiClient } from './api-client';
import { Client } from './http';

export type PaymentIntentRequest = components['schemas']['PaymentIntentRequest'];
export type DemoPaymentRequest = components['schemas']['DemoPaymentRequest'];
export type CartLine = PaymentIntentRequest['orderItems'][number];

/** Who buys: a typed client, or an untyped one not yet moved over (its session is shared, not copied). */
export type Buyer = ApiClient | Client;

const typed = (buyer: Buyer) => (buyer instanceof Client ? apiClient(buyer.app, { jar: buyer.jar }) : buyer);

export const GOOD_CARD: DemoPaymentRequest = { method: 'card', cardNumber: '4242424242424242' };

/**
 * Starts checkout as `buyer` (`POST /api/create-payment-intent`): the pending order, its stock held.
 * `extra` goes into the body too (an affiliateCode). Returns the order row and its payment intent id.
 */
export async function startCheckout(
  db: Database,
  buyer: Buyer,
  eventId: number,
  items: CartLine[],
  currency: PaymentIntentRequest['currency'] = 'MYR',
  extra: Partial<PaymentIntentRequest> = {},
) {
  const { data, response } = await typed(buyer).POST('/api/create-payment-intent', {
    body: { eventId, currency, orderItems: items, ...extra },
  });
  expect(response.status, 'create-payment-intent').toBe(200);
  if (!data) throw new Error('create-payment-intent answered no body');
  const [order] = await db.select().from(orders).where(eq(orders.id, data.orderId));
  return { order, intentId: order.paymentIntentId as string, clientSecret: data.clientSecret };
}

/** Pays with the demo provider's form (`POST /api/demo-payments/{id}/confirm`); the good card by default. */
export const payDemo = (buyer: Buyer, intentId: string, body: DemoPaymentRequest = GOOD_CARD) =>
  typed(buyer).POST('/api/demo-payments/{id}/confirm', { params: { path: { id: intentId } }, body });

/** Buys for real: starts checkout and pays by card with the demo provider. Returns the completed order's id. */
export async function buyTickets(
  db: Database,
  buyer: Buyer,
  eventId: number,
  items: CartLine[],
  currency: PaymentIntentRequest['currency'] = 'MYR',
) {
  const { order, intentId } = await startCheckout(db, buyer, eventId, items, currency);
  const paid = await payDemo(buyer, intentId);
  expect(paid.data, 'demo card payment').toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
  return order.id;
}

/** The rows of these orders and of these demo payment intents, read back to check what a race left. */
export async function ordersAndIntents(db: Database, orderIds: string[], intentIds: string[]) {
  const [orderRows, intents] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, orderIds)),
    db.select().from(demoPaymentIntents).where(inArray(demoPaymentIntents.id, intentIds)),
  ]);
  return { orderRows, intents };
}

/** A one-ticket RM 10.00 web hold of `typeId` for the hold function, called straight (no HTTP). */
export const oneTicketHold = (userId: string, eventId: number, typeId: number, maxPending = 20): HoldRequest => ({
  userId,
  eventId,
  currency: 'MYR',
  totalMinor: 1000,
  serviceFeeMinor: 30,
  customerName: null,
  customerEmail: null,
  holdMinutes: 15,
  affiliateCodeId: null,
  channel: 'web',
  items: [{ ticketTypeId: typeId, quantity: 1, unitPriceMinor: 1000 }],
  maxPending,
  maxFreeTickets: 10,
});
