import type { z } from '@hono/zod-openapi';
import { toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, type FieldError, notFound, validationFailed } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { TicketTypeFields, UpdateTicketTypeBody } from '../events';
import {
  assertCanManage,
  insertTicketTypes,
  loadManageableEvent,
  resolveSalesWindow,
  ticketTypeRow,
  toTicketType,
} from '../events';
import { findTicketTypeWithEvent, updateTicketType } from './ticket-types.queries';

/** The sales window as submitted, or field errors (422). */
function salesWindow(input: Parameters<typeof resolveSalesWindow>[0], event: Parameters<typeof resolveSalesWindow>[1]) {
  const errors: FieldError[] = [];
  const window = resolveSalesWindow(input, event, '', errors);
  if (errors.length) throw validationFailed(errors);
  return window;
}

export async function addTicketType(
  deps: AppDeps,
  user: SessionUser,
  eventId: number,
  input: z.infer<typeof TicketTypeFields>,
) {
  const { event } = await loadManageableEvent(deps.db, user, eventId);
  const [row] = await insertTicketTypes(deps.db, [ticketTypeRow(eventId, input, salesWindow(input, event))]);
  deps.catalogCache.clear();
  return toTicketType(row, event);
}

/** Changes a ticket type. Prices already ordered live on the order items and never change. */
export async function changeTicketType(
  deps: AppDeps,
  user: SessionUser,
  id: number,
  patch: z.infer<typeof UpdateTicketTypeBody>,
) {
  const found = await findTicketTypeWithEvent(deps.db, id);
  if (!found) throw notFound('Ticket type not found.');
  assertCanManage(user, found.event);
  // A window half sent keeps its other half; the whole is checked.
  const windowChanged = patch.salesStart !== undefined || patch.salesEnd !== undefined;
  const window = windowChanged
    ? salesWindow(
        {
          salesStart: patch.salesStart === undefined ? found.ticketType.salesStartsAt?.toISOString() : patch.salesStart,
          salesEnd: patch.salesEnd === undefined ? found.ticketType.salesEndsAt?.toISOString() : patch.salesEnd,
        },
        found.event,
      )
    : {};
  const row = await updateTicketType(deps.db, id, {
    name: patch.name,
    description: patch.description === undefined ? undefined : patch.description || null,
    priceMinor: patch.price === undefined ? undefined : (toMinor(patch.price) as number),
    quantity: patch.quantity,
    isActive: patch.isActive,
    ...window,
  });
  if (!row) {
    const current = await findTicketTypeWithEvent(deps.db, id);
    const sold = current?.ticketType.soldQuantity ?? 0;
    throw conflict(`Quantity cannot be less than the ${sold} tickets already sold.`, 'quantity_below_sold');
  }
  deps.catalogCache.clear();
  return toTicketType(row, found.event);
}
