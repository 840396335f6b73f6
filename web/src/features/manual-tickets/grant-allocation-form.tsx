import { ApiError } from '@pentas/openapi';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { formatCount } from '@/lib/counts';
import { type Allocation, boxOfficeQueries, useSetAllocation } from './box-office-queries';
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
  // 'Event not found.' or 'Ticket type not found for this event.': beside the one it names.
  if (code === 'not_found') return detail?.startsWith('Event') ? { event: detail } : { type: detail };
  return { granted: detail ?? 'Could not save the allocation.' };
}

/** The allocation these choices would change, if one exists: what the reseller has now. */
function currentGrant(list: Allocation[] | undefined, typeId: string, email: string) {
  const address = email.trim().toLowerCase();
  return list?.find((a) => String(a.ticketTypeId) === typeId && a.resellerEmail.toLowerCase() === address);
}

/**
 * Grant a reseller an allocation of one ticket type (or change it): event, type, reseller's e-mail, quantity.
 * `start` fills it from an allocation of the list (its Change button), with the quantity ready to edit.
 */
export function GrantAllocationForm({ start }: { start?: Allocation }) {
  const id = useId();
  const { data: options } = useSuspenseQuery(manualTicketQueries.options());
  const allocations = useQuery(boxOfficeQueries.allocations());
  const save = useSetAllocation();
  const [eventId, setEventId] = useState(start ? String(start.eventId) : '');
  const [typeId, setTypeId] = useState(start ? String(start.ticketTypeId) : '');
  const [email, setEmail] = useState(start?.resellerEmail ?? '');
  const [granted, setGranted] = useState(start ? String(start.granted) : '10');
  const [errors, setErrors] = useState<Errors>({});
  const event = options.events.find((e) => String(e.id) === eventId);
  const current = currentGrant(allocations.data, typeId, email);
  const grantedField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!start) return;
    // jsdom has no scrollIntoView; browsers do.
    grantedField.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    grantedField.current?.focus({ preventScroll: true });
    grantedField.current?.select();
  }, [start]);

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
        hint={
          current
            ? `They have ${formatCount(current.granted)} now, ${formatCount(current.issued)} issued: saving sets it to this number (not below what they issued).`
            : 'No stock is set aside: they issue from what is left.'
        }
      >
        {(p) => (
          <Input
            {...p}
            ref={grantedField}
            inputMode="numeric"
            value={granted}
            onChange={(e) => setGranted(e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <PendingButton pending={save.isPending} pendingLabel="Saving...">
          Save allocation
        </PendingButton>
      </div>
    </form>
  );
}
