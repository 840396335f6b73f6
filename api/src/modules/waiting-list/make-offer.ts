import { serviceFeeMinor } from '@pentas/openapi';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { feePolicy } from '../../lib/fees';
import { queueMail } from '../mail';
import { insertOrder, takeForOffer } from '../orders';
import { buyerOf, linkOfferOrder, markOffered, typeWithEvent } from './entries.queries';
import { typeSells } from './list-open';

/** The stock was taken by someone else meanwhile: the whole offer rolls back. */
class NoStockForOffer extends Error {}

/**
 * An offer (docs/design/waiting-list.md): the entrant's held order at the type's price, holding
 * `quantity` tickets for the type's offer hours, channel 'waiting_list', and its mail, in one
 * transaction whose last statement takes the stock (from freed stock; for a hand offer also from sale)
 * by one conditional statement on the type's row, so the hot row is locked only until the commit.
 * Answers the order's id, or null when the entry is no longer waiting or the stock is gone.
 */
export async function makeOffer(
  deps: AppDeps,
  entry: { id: number; userId: string; ticketTypeId: number },
  quantity: number,
  fromSale: boolean,
  /** Runs in the offer's transaction once it is made (a hand offer's audit row). */
  onOffered?: (tx: Tx, orderId: string) => Promise<void>,
): Promise<string | null> {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const type = await typeWithEvent(tx, entry.ticketTypeId);
      const buyer = await buyerOf(tx, entry.userId);
      if (!type || !typeSells(type) || !buyer || !(await markOffered(tx, entry.id, quantity))) return null;
      const subtotal = type.priceMinor * quantity;
      const orderId = await insertOrder(
        tx,
        {
          userId: entry.userId,
          eventId: type.eventId,
          status: 'pending',
          currency: type.event.currency,
          totalMinor: subtotal,
          serviceFeeMinor: serviceFeeMinor(subtotal, feePolicy(deps.env, type.event.currency)),
          customerName: buyer.name,
          customerEmail: buyer.email,
          holdExpiresAt: sql`now() + make_interval(hours => ${type.offerHours})` as unknown as Date,
          channel: 'waiting_list',
        },
        [{ ticketTypeId: type.id, quantity, unitPriceMinor: type.priceMinor }],
      );
      await linkOfferOrder(tx, entry.id, orderId);
      await queueMail(tx, {
        key: `waitlist-offer:${orderId}`,
        kind: 'waitlist_offer',
        recipient: buyer.email,
        recipientName: buyer.name,
        data: { entryId: String(entry.id) },
      });
      if (!(await takeForOffer(tx, type.id, quantity, fromSale))) throw new NoStockForOffer();
      await onOffered?.(tx, orderId);
      return orderId;
    });
  } catch (err) {
    if (err instanceof NoStockForOffer) return null;
    throw err;
  }
}
