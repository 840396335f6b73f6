import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, type FieldError, notFound, validationFailed } from '../../lib/errors';
import { said } from '../../lib/said';
import { type Actor, changeOf, recordAudit } from '../audit';
import type { TicketTypeFields, UpdateTicketTypeBody } from '../events';
import {
  assertCanManage,
  insertTicketTypes,
  isAdminChange,
  loadManageableEvent,
  resolveSalesWindow,
  ticketTypeRow,
  toTicketType,
} from '../events';
import { keepAddedStockForList } from '../orders';
import { findTicketTypeWithEvent, lockTicketTypeWithEvent, updateTicketType } from './ticket-types.queries';

/** What an audit row shows of a ticket type: the fields an edit can change. */
const audited = (t: {
  name: string;
  description: string | null;
  priceMinor: number;
  quantity: number;
  isActive: boolean;
  hidden: boolean;
  salesStartsAt: Date | null;
  salesEndsAt: Date | null;
}) => ({
  name: t.name,
  description: t.description,
  priceMinor: t.priceMinor,
  quantity: t.quantity,
  isActive: t.isActive,
  hidden: t.hidden,
  salesStart: t.salesStartsAt?.toISOString() ?? null,
  salesEnd: t.salesEndsAt?.toISOString() ?? null,
});

/** The sales window as submitted, or field errors (422). */
function salesWindow(input: Parameters<typeof resolveSalesWindow>[0], event: Parameters<typeof resolveSalesWindow>[1]) {
  const errors: FieldError[] = [];
  const window = resolveSalesWindow(input, event, '', errors);
  if (errors.length) throw validationFailed(errors);
  return window;
}

/** A new ticket type; an admin's comes with its audit row, in the same transaction. */
export async function addTicketType(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  input: z.infer<typeof TicketTypeFields>,
) {
  const { event } = await loadManageableEvent(deps.db, actor.user, eventId);
  const window = salesWindow(input, event);
  const row = await deps.db.transaction(async (tx) => {
    const [added] = await insertTicketTypes(tx, [ticketTypeRow(eventId, input, window)]);
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
  return toTicketType(row, event);
}

/**
 * Changes a ticket type. Prices already ordered live on the order items and never change. An admin's
 * change (price, stock, sales window, anything) is audited with what it changed, in the same transaction.
 * The row is read locked in that transaction, so two edits at once are made one after the other, and the
 * second's window and "before" are what the first left.
 */
export async function changeTicketType(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: z.infer<typeof UpdateTicketTypeBody>,
) {
  const found = await findTicketTypeWithEvent(deps.db, id);
  if (!found) throw notFound(said(m.problem_ticket_type_not_found));
  assertCanManage(actor.user, found.event);
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockTicketTypeWithEvent(tx, id);
    if (!current) throw notFound(said(m.problem_ticket_type_not_found));
    if (patch.price !== undefined && toMinor(patch.price) === 0 && current.ticketType.waitingListOn) {
      throw conflict(said(m.problem_checkout_waiting_list_free_type), 'waiting_list_free_type');
    }
    // A window half sent keeps its other half; the whole is checked.
    const windowChanged = patch.salesStart !== undefined || patch.salesEnd !== undefined;
    const window = windowChanged
      ? salesWindow(
          {
            salesStart:
              patch.salesStart === undefined ? current.ticketType.salesStartsAt?.toISOString() : patch.salesStart,
            salesEnd: patch.salesEnd === undefined ? current.ticketType.salesEndsAt?.toISOString() : patch.salesEnd,
          },
          current.event,
        )
      : {};
    const updated = await updateTicketType(tx, id, {
      name: patch.name,
      description: patch.description === undefined ? undefined : patch.description || null,
      priceMinor: patch.price === undefined ? undefined : (toMinor(patch.price) as number),
      quantity: patch.quantity,
      isActive: patch.isActive,
      hidden: patch.hidden,
      ...window,
    });
    if (!updated) {
      throw conflict(
        said(m.org_quantity_below_sold, { count: current.ticketType.soldQuantity }),
        'quantity_below_sold',
      );
    }
    // Tickets added while people wait go to the waiting list first (docs/design/waiting-list.md).
    const added = updated.quantity - current.ticketType.quantity;
    const kept = added > 0 ? await keepAddedStockForList(tx, id, added) : undefined;
    const change = isAdminChange(actor.user) && changeOf(audited(current.ticketType), audited(updated));
    if (change) {
      await recordAudit(tx, actor, {
        action: 'ticket_type.update',
        targetType: 'ticket_type',
        targetId: id,
        before: { eventId: current.event.id, ...change.before },
        after: change.after,
      });
    }
    return { row: kept ?? updated, event: current.event };
  });
  deps.catalogCache.clear();
  return toTicketType(changed.row, changed.event);
}
