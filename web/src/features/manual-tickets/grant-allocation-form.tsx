import { ApiError } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { useSetAllocation } from './box-office-queries';
import { manualTicketQueries } from './queries';

type Errors = Partial<Record<'event' | 'type' | 'email' | 'granted', string>>;

/** The server's refusal, beside the field it is about. */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { granted: 'Could not save the allocation. Please try again.' };
  const { code, detail } = error.problem;
  const fields = error.fieldErrors;
  if (code === 'validation_failed') {
    return { email: fields.resellerEmail, granted: fields.granted, event: fields.eventId, type: fields.ticketTypeId };
  }
  if (code === 'not_a_reseller' || code === 'recipient_not_found') return { email: detail };
  if (code === 'not_found') return { type: detail };
  return { granted: detail ?? 'Could not save the allocation.' };
}

/** Grant a reseller an allocation of one ticket type (or change it): event, type, reseller's e-mail, quantity. */
export function GrantAllocationForm() {
  const id = useId();
  const { data: options } = useSuspenseQuery(manualTicketQueries.options());
  const save = useSetAllocation();
  const [eventId, setEventId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [email, setEmail] = useState('');
  const [granted, setGranted] = useState('10');
  const [errors, setErrors] = useState<Errors>({});
  const event = options.events.find((e) => String(e.id) === eventId);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing: Errors = {
      event: eventId ? undefined : 'Choose an event',
      type: typeId ? undefined : 'Choose a ticket type',
      email: email.trim() ? undefined : "Enter the reseller's email",
      granted: /^\d{1,5}$/.test(granted.trim()) ? undefined : 'Enter a whole number of tickets',
    };
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    save.mutate(
      { eventId: Number(eventId), ticketTypeId: Number(typeId), resellerEmail: email.trim(), granted: Number(granted) },
      {
        onSuccess: (a) => {
          toast.success('Allocation saved', { description: `${a.resellerEmail}: ${a.granted} of ${a.ticketTypeName}` });
          setErrors({});
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Grant an allocation">
      <Field id={`${id}-event`} label="Event" error={errors.event}>
        {(p) => (
          <NativeSelect
            {...p}
            value={eventId}
            onChange={(e) => {
              setEventId(e.target.value);
              setTypeId('');
            }}
          >
            <option value="">Choose an event</option>
            {options.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-type`} label="Ticket type" error={errors.type}>
        {(p) => (
          <NativeSelect {...p} value={typeId} disabled={!event} onChange={(e) => setTypeId(e.target.value)}>
            <option value="">{event ? 'Choose a ticket type' : 'Choose an event first'}</option>
            {event?.ticketTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {`${t.name} · ${t.remaining} remaining`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-email`} label="Reseller's email" error={errors.email}>
        {(p) => <Input {...p} type="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field
        id={`${id}-granted`}
        label="Tickets they may issue in all"
        error={errors.granted}
        hint="No stock is set aside: they issue from what is left."
      >
        {(p) => <Input {...p} inputMode="numeric" value={granted} onChange={(e) => setGranted(e.target.value)} />}
      </Field>
      <div className="sm:col-span-2">
        <PendingButton pending={save.isPending} pendingLabel="Saving...">
          Save allocation
        </PendingButton>
      </div>
    </form>
  );
}
