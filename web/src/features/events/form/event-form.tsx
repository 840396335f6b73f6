import { m } from '@pentas/i18n/messages';
import type { FormEvent, ReactNode } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { EventDetailsFields } from './event-details-fields';
import type { EventFormValues, FormErrors, TicketTypeFormValues } from './event-form-state';
import { TicketTypesFields } from './ticket-types-fields';

interface EventFormState {
  event: EventFormValues;
  ticketTypes: TicketTypeFormValues[];
}

interface Props {
  mode: 'create' | 'edit';
  form: EventFormState;
  setForm: (update: (form: EventFormState) => EventFormState) => void;
  errors: FormErrors;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  /** The Cancel link (create: /events, edit: /dashboard). */
  cancel: ReactNode;
}

/** The event form shared by create and edit: details, ticket types, Cancel and the submit button. */
export function EventForm({ mode, form, setForm, errors, onSubmit, pending, cancel }: Props) {
  const creating = mode === 'create';
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-6">
      <EventDetailsFields
        values={form.event}
        errors={errors}
        errorPrefix={creating ? 'event.' : ''}
        onChange={(change) => setForm((f) => ({ ...f, event: { ...f.event, ...change } }))}
      />
      <TicketTypesFields
        editing={!creating}
        currency={form.event.currency}
        values={form.ticketTypes}
        errors={errors}
        onChange={(ticketTypes) => setForm((f) => ({ ...f, ticketTypes }))}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <PendingButton pending={pending} pendingLabel={creating ? m.org_creating() : m.org_updating()}>
          {creating ? m.dashboard_create_event() : m.org_update_event()}
        </PendingButton>
      </div>
    </form>
  );
}
