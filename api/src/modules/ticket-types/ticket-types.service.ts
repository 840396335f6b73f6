import type { z } from '@hono/zod-openapi';
import { toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { type Actor, changeOf, recordAudit } from '../audit';
import type { TicketTypeFields, UpdateTicketTypeBody } from '../events';
import {
  assertCanManage,
  insertTicketTypes,
  isAdminChange,
  loadManageableEvent,
  ticketTypeRow,
  toTicketType,
} from '../events';
import { findTicketTypeWithEvent, updateTicketType } from './ticket-types.queries';

/** What an audit row shows of a ticket type: the fields an edit can change. */
const audited = (t: {
  name: string;
  description: string | null;
  priceMinor: number;
  quantity: number;
  isActive: boolean;
}) => ({
  name: t.name,
  description: t.description,
  priceMinor: t.priceMinor,
  quantity: t.quantity,
  isActive: t.isActive,
});

/** A new ticket type; an admin's comes with its audit row, in the same transaction. */
export async function addTicketType(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  input: z.infer<typeof TicketTypeFields>,
) {
  await loadManageableEvent(deps.db, actor.user, eventId);
  const row = await deps.db.transaction(async (tx) => {
    const [added] = await insertTicketTypes(tx, [ticketTypeRow(eventId, input)]);
    if (isAdminChange(actor.user)) {
      await recordAudit(tx, actor, {
        action: 'ticket_type.create',
        targetType: 'ticket_type',
        targetId: added.id,
        after: { eventId, ...audited(added) },
      });
    }
    return added;
  });
  deps.catalogCache.clear();
  return toTicketType(row);
}

/**
 * Changes a ticket type. Prices already ordered live on the order items and never change. An admin's
 * change (price, stock, anything) is audited with what it changed, in the same transaction.
 */
export async function changeTicketType(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: z.infer<typeof UpdateTicketTypeBody>,
) {
  const found = await findTicketTypeWithEvent(deps.db, id);
  if (!found) throw notFound('Ticket type not found.');
  assertCanManage(actor.user, found.event);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateTicketType(tx, id, {
      name: patch.name,
      description: patch.description === undefined ? undefined : patch.description || null,
      priceMinor: patch.price === undefined ? undefined : (toMinor(patch.price) as number),
      quantity: patch.quantity,
      isActive: patch.isActive,
    });
    const change = updated && isAdminChange(actor.user) && changeOf(audited(found.ticketType), audited(updated));
    if (change) {
      await recordAudit(tx, actor, {
        action: 'ticket_type.update',
        targetType: 'ticket_type',
        targetId: id,
        before: { eventId: found.event.id, ...change.before },
        after: change.after,
      });
    }
    return updated;
  });
  if (!row) {
    const current = await findTicketTypeWithEvent(deps.db, id);
    const sold = current?.ticketType.soldQuantity ?? 0;
    throw conflict(`Quantity cannot be less than the ${sold} tickets already sold.`, 'quantity_below_sold');
  }
  deps.catalogCache.clear();
  return toTicketType(row);
}
