import { m } from '@pentas/i18n/messages';
import { type SalesWindowReason, salesWindowProblem } from '@pentas/openapi';
import type { events } from '../../db/schema';
import type { FieldError } from '../../lib/errors';
import { parseEventInstant } from '../../lib/instants';
import { type Said, said } from '../../lib/said';

/**
 * A ticket type's sales window as an organizer sets it: read in the event's zone like the event's own
 * times, then held to the shared rule (`salesWindowProblem`). Field errors under `prefix`.
 */
export interface SalesWindowInput {
  salesStart?: string | null;
  salesEnd?: string | null;
}

type EventTimes = Pick<typeof events.$inferSelect, 'timeZone' | 'startsAt' | 'endsAt'>;

/** The shared rule's reasons (`salesWindowProblem`) in the reader's language, as the organizer's form says them. */
const salesWindowWords: Record<SalesWindowReason, Said> = {
  end_after_event_end: said(m.org_sales_end_after_event_end),
  end_after_event_start: said(m.org_sales_end_after_event_start),
  end_not_after_start: said(m.org_sales_end_before_start),
  start_not_before_event: said(m.org_sales_start_after_event),
};

const startInvalid = said(m.problem_checkout_sales_start_invalid);
const endInvalid = said(m.problem_checkout_sales_end_invalid);

function parsed(value: string | null | undefined, zone: string, path: string, invalid: Said, errors: FieldError[]) {
  if (!value) return null;
  const at = parseEventInstant(value, zone);
  if (!at) errors.push({ path, message: invalid });
  return at;
}

export function resolveSalesWindow(input: SalesWindowInput, event: EventTimes, prefix: string, errors: FieldError[]) {
  const before = errors.length;
  const salesStartsAt = parsed(input.salesStart, event.timeZone, `${prefix}salesStart`, startInvalid, errors);
  const salesEndsAt = parsed(input.salesEnd, event.timeZone, `${prefix}salesEnd`, endInvalid, errors);
  if (errors.length > before) return { salesStartsAt, salesEndsAt };
  const problem = salesWindowProblem(
    { start: salesStartsAt, end: salesEndsAt },
    { start: event.startsAt, end: event.endsAt },
  );
  if (problem) {
    errors.push({ path: `${prefix}${problem.field}`, message: salesWindowWords[problem.reason] });
  }
  return { salesStartsAt, salesEndsAt };
}
