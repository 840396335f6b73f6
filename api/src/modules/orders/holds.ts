import type { Queryable } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { giveBackOrderUses } from './code-uses.queries';
import { giveBackStock, markReleased, takeStock } from './holds.queries';
import { itemsOf } from './orders.queries';

/**
 * Stock belongs to orders (docs/design/checkout-and-holds.md): every change to a ticket type's sold
 * quantity goes through this module, here or in the checkout's batched hold (hold-batches.ts). Each
 * function runs in the caller's transaction when handed one, else in its own.
 */

/** Thrown when a ticket type has too few left: the whole hold (and the caller's transaction) rolls back. */
export class StockShort extends Error {
  constructor(readonly ticketTypeId: number) {
    super(`not enough stock of ticket type ${ticketTypeId}`);
  }
}

/**
 * Takes an order's items from stock, all or nothing, in ticket type order (so locks are never taken
 * in a cycle); throws StockShort when one is short.
 */
export async function holdItems(db: Queryable, items: { ticketTypeId: number; quantity: number }[]) {
  const sorted = [...items].sort((a, b) => a.ticketTypeId - b.ticketTypeId);
  await inTransaction(db, async (tx) => {
    for (const item of sorted) {
      if (!(await takeStock(tx, item.ticketTypeId, item.quantity))) throw new StockShort(item.ticketTypeId);
    }
  });
}

/**
 * Gives several orders' held stock back in the caller's transaction (a batch of a cancellation run):
 * the orders leave 'pending' first, each by the same conditional statement as releaseHold, in id
 * order, then their items go back summed per ticket type in ticket type order, so locks are taken
 * in the same fixed order as every hold and never in a cycle. Answers, per order this call released,
 * how many tickets went back; orders another release got first are not in it.
 */
export async function releaseHoldsTogether(tx: Queryable, orderIds: string[], status: 'cancelled', reason: string) {
  const returned = new Map<string, number>();
  for (const id of [...orderIds].sort()) {
    if (await markReleased(tx, id, status, reason)) returned.set(id, 0);
  }
  // The codes' uses first: codes are locked before ticket types, as the checkout's hold locks them.
  await giveBackOrderUses(tx, [...returned.keys()]);
  const perType = new Map<number, number>();
  for (const id of returned.keys()) {
    for (const item of await itemsOf(tx, id)) {
      perType.set(item.ticketTypeId, (perType.get(item.ticketTypeId) ?? 0) + item.quantity);
      returned.set(id, (returned.get(id) ?? 0) + item.quantity);
    }
  }
  await giveBackInTypeOrder(tx, perType);
  return returned;
}

/**
 * Gives stock back summed per ticket type, in ticket type order: the order every hold locks types in,
 * so two transactions never wait on each other in a cycle.
 */
export async function giveBackInTypeOrder(tx: Queryable, perType: Map<number, number>) {
  for (const [ticketTypeId, quantity] of [...perType].sort((a, b) => a[0] - b[0])) {
    await giveBackStock(tx, ticketTypeId, quantity);
  }
}

/**
 * Gives an order's held stock back, once: the order leaves 'pending' with its hold in one conditional
 * statement before its items go back, so a second release (another instance's sweep, a retry, a
 * delete racing the sweep) finds nothing. Answers how many tickets went back: 0 for a release that
 * found nothing to do (an order always has at least one ticket, so any other answer is the one that did it).
 */
export async function releaseHold(db: Queryable, orderId: string, status: 'failed' | 'cancelled', reason: string) {
  return inTransaction(db, async (tx) => {
    if (!(await markReleased(tx, orderId, status, reason))) return 0;
    // Its code's uses go back with its stock, before it (codes are locked before ticket types).
    await giveBackOrderUses(tx, [orderId]);
    let returned = 0;
    for (const item of await itemsOf(tx, orderId)) {
      await giveBackStock(tx, item.ticketTypeId, item.quantity);
      returned += item.quantity;
    }
    return returned;
  });
}
