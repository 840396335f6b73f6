import type { events } from '../../db/schema';
import type { FieldError } from '../../lib/errors';
import { parseEventInstant } from '../../lib/instants';

/**
 * A ticket type's sales window as an organizer sets it: read in the event's zone like the event's own
 * times; the end after the start and not after the event's end (its start when it has none), and a start
 * without an end before the event's start (when such a window closes). Field errors under `prefix`.
 */
export interface SalesWindowInput {
  salesStart?: string | null;
  salesEnd?: string | null;
}

type EventTimes = Pick<typeof events.$inferSelect, 'timeZone' | 'startsAt' | 'endsAt'>;

function parsed(value: string | null | undefined, zone: string, path: string, label: string, errors: FieldError[]) {
  if (!value) return null;
  const at = parseEventInstant(value, zone);
  if (!at) errors.push({ path, message: `${label} must be a valid date and time` });
  return at;
}

export function resolveSalesWindow(input: SalesWindowInput, event: EventTimes, prefix: string, errors: FieldError[]) {
  const before = errors.length;
  const salesStartsAt = parsed(input.salesStart, event.timeZone, `${prefix}salesStart`, 'Sales start', errors);
  const salesEndsAt = parsed(input.salesEnd, event.timeZone, `${prefix}salesEnd`, 'Sales end', errors);
  if (errors.length > before) return { salesStartsAt, salesEndsAt };
  const eventEnd = event.endsAt ?? event.startsAt;
  if (salesEndsAt && salesEndsAt > eventEnd) {
    const which = event.endsAt ? 'end' : 'start';
    errors.push({ path: `${prefix}salesEnd`, message: `Sales end cannot be after the event's ${which}` });
  } else if (salesStartsAt && salesEndsAt && salesEndsAt <= salesStartsAt) {
    errors.push({ path: `${prefix}salesEnd`, message: 'Sales end must be after the sales start' });
  } else if (salesStartsAt && !salesEndsAt && salesStartsAt >= event.startsAt) {
    errors.push({
      path: `${prefix}salesStart`,
      message: 'Sales start must be before the event starts (sales close then unless you set a sales end)',
    });
  }
  return { salesStartsAt, salesEndsAt };
}
