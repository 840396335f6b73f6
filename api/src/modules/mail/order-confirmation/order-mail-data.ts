import type { AppDeps } from '../../../context';
import { orderForMail } from '../../orders';

/**
 * What the order confirmation is made of: the order as its buyer's page shows it, and the code of each
 * ticket the buyer holds (signed as the wallet signs it, so the door accepts it). Plain data: the render
 * worker draws the QR images.
 */
export async function orderMailData(deps: AppDeps, orderId: string) {
  const order = await orderForMail(deps, orderId);
  if (!order) throw new Error(`order ${orderId} is gone: its confirmation cannot be written`);
  const qrTickets = order.tickets
    .filter((ticket) => ticket.hasQr)
    .map((ticket, index) => {
      const code = deps.ticketSigner.sign({ id: ticket.id, eventId: order.event.id, userId: order.buyerId });
      return { ...ticket, code, cid: `ticket-${index + 1}@pentas` };
    });
  return { ...order, qrTickets };
}

export type OrderForMail = Awaited<ReturnType<typeof orderMailData>>;
