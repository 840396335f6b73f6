import type { Database } from '../../api/src/db/client';
import { orderItems, orders, tickets } from '../../api/src/db/schema';
import { userId } from './factories';

/**
 * A manual order (issued by staff, no fee, no checkout: nothing in the API makes one yet), completed
 * with its tickets, at the recorded `unitPriceMinor`.
 */
export async function insertManualOrder(
  db: Database,
  buyerEmail: string,
  event: { id: number; currency: string },
  ticketTypeId: number,
  quantity: number,
  unitPriceMinor: number,
) {
  const buyer = await userId(db, buyerEmail);
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer,
      eventId: event.id,
      status: 'completed',
      currency: event.currency,
      totalMinor: quantity * unitPriceMinor,
      isManual: true,
      completedAt: new Date(),
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({ orderId: order.id, ticketTypeId, quantity, unitPriceMinor })
    .returning();
  await db.insert(tickets).values(
    Array.from({ length: quantity }, () => ({
      orderId: order.id,
      orderItemId: item.id,
      eventId: event.id,
      ticketTypeId,
      userId: buyer,
    })),
  );
  return order.id;
}
