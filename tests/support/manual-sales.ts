import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { events, manualTicketRecords, orderItems, orders, ticketTypes } from '../../api/src/db/schema';
import { holdItems } from '../../api/src/modules/orders/holds';
import { issueTickets } from '../../api/src/modules/orders/orders.queries';
import { userId } from './factories';

/**
 * A box-office sale: `issuerEmail` issues `quantity` tickets of a type to `recipientEmail`, as
 * `POST /api/admin/generate-tickets` (issue 14) will: a completed manual order of the recipient at the
 * type's price with no service fee, its items and tickets, and its manual_ticket_records row, in one
 * transaction that takes the stock through holdItems.
 */
export async function issueManualSale(
  db: Database,
  sale: { issuerEmail: string; recipientEmail: string; ticketTypeId: number; quantity: number },
): Promise<{ orderId: string }> {
  // Stand-in until generate-tickets lands: the lead swaps this body for the real call
  const [issuer, recipient] = [await userId(db, sale.issuerEmail), await userId(db, sale.recipientEmail)];
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({
        id: ticketTypes.id,
        priceMinor: ticketTypes.priceMinor,
        eventId: ticketTypes.eventId,
        currency: events.currency,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(eq(ticketTypes.id, sale.ticketTypeId));
    await holdItems(tx, [{ ticketTypeId: type.id, quantity: sale.quantity }]);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: recipient,
        eventId: type.eventId,
        status: 'completed',
        currency: type.currency,
        totalMinor: type.priceMinor * sale.quantity,
        serviceFeeMinor: 0,
        isManual: true,
        // The real call writes channel 'manual', which this branch's check constraint does not know yet;
        // nothing here reads the channel of a manual order (is_manual and the record decide).
        channel: null,
        completedAt: new Date(),
      })
      .returning();
    await tx
      .insert(orderItems)
      .values({ orderId: order.id, ticketTypeId: type.id, quantity: sale.quantity, unitPriceMinor: type.priceMinor });
    await issueTickets(tx, order);
    await tx.insert(manualTicketRecords).values({ orderId: order.id, generatedById: issuer, targetUserId: recipient });
    return { orderId: order.id };
  });
}
