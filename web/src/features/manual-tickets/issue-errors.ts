import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';

/** The sell form's fields an error can stand beside. */
type IssueField = 'user' | 'event' | 'ticketType' | 'quantity' | 'reason';
export type IssueErrors = Partial<Record<IssueField, string>>;

/** What is missing before anything is sent, each beside its field. */
export function missingFields(form: { recipient: unknown; eventId: unknown; ticketTypeId: unknown }): IssueErrors {
  const errors: IssueErrors = {};
  if (!form.recipient) errors.user = m.box_choose_recipient();
  if (!form.eventId) errors.event = m.box_choose_event();
  if (!form.ticketTypeId) errors.ticketType = form.eventId ? m.box_choose_type() : m.box_choose_event_first();
  return errors;
}

/** The API's field names for the form's fields. */
const fieldOfPath: Record<string, IssueField> = {
  userEmail: 'user',
  eventId: 'event',
  ticketTypeId: 'ticketType',
  quantity: 'quantity',
  reason: 'reason',
};

/** Refusals that concern one field, by the problem's code. */
const fieldOfCode: Record<string, IssueField> = {
  recipient_not_found: 'user',
  self_issue: 'user',
  not_enough_tickets: 'ticketType',
  no_allocation: 'ticketType',
  allocation_exceeded: 'ticketType',
  ticket_type_inactive: 'ticketType',
  event_not_open: 'event',
  event_ended: 'event',
  not_found: 'event',
};

/**
 * A refused issue as errors beside the fields, in the server's words; null when it concerns no field
 * (then a toast says it). `stale`: what the form offers (stock, allocations) changed, so ask again.
 */
export function issueErrorsOf(error: unknown): { errors: IssueErrors; stale: boolean } | null {
  if (!(error instanceof ApiError)) return null;
  const { code, errors: fieldErrors } = error.problem;
  if (code === 'validation_failed' && fieldErrors?.length) {
    const errors: IssueErrors = {};
    for (const e of fieldErrors) {
      const field = fieldOfPath[e.path.split('.')[0]];
      if (field && !errors[field]) errors[field] = e.message;
    }
    return Object.keys(errors).length ? { errors, stale: false } : null;
  }
  const field = code ? fieldOfCode[code] : undefined;
  if (!field) return null;
  return { errors: { [field]: error.problem.detail || error.message }, stale: field !== 'user' };
}
