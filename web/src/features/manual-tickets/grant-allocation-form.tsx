import { m } from '@pentas/i18n/messages';
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
  if (!(error instanceof ApiError)) return { granted: m.box_allocation_save_failed_retry() };
  const { code, detail } = error.problem;
  const fields = error.fieldErrors;
  if (code === 'validation_failed') {
    return { email: fields.resellerEmail, granted: fields.granted, event: fields.eventId, type: fields.ticketTypeId };
  }
  if (code === 'not_a_reseller' || code === 'recipient_not_found') return { email: detail };
  // 'Event not found.' or 'Ticket type not found for this event.': beside the one it names.
  if (code === 'not_found') return detail?.startsWith('Event') ? { event: detail } : { type: detail };
  return { granted: detail ?? m.box_allocation_save_failed() };
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
      event: eventId ? undefined : m.box_choose_event(),
      type: typeId ? undefined : m.box_choose_type(),
      email: email.trim() ? undefined : m.box_enter_reseller_email(),
      granted: /^\d{1,5}$/.test(granted.trim()) ? undefined : m.box_enter_whole_number(),
    };
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    save.mutate(
      { eventId: Number(eventId), ticketTypeId: Number(typeId), resellerEmail: email.trim(), granted: Number(granted) },
      {
        onSuccess: (a) => {
          toast.success(m.box_allocation_saved(), {
            description: m.box_allocation_saved_text({
              email: a.resellerEmail,
              granted: a.granted,
              type: a.ticketTypeName,
            }),
          });
          setErrors({});
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={m.box_grant_form()}>
      <Field id={`${id}-event`} label={m.pdf_event()} error={errors.event}>
        {(p) => (
          <NativeSelect
            {...p}
            value={eventId}
            onChange={(e) => {
              setEventId(e.target.value);
              setTypeId('');
            }}
          >
            <option value="">{m.box_choose_event()}</option>
            {options.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-type`} label={m.box_ticket_type()} error={errors.type}>
        {(p) => (
          <NativeSelect {...p} value={typeId} disabled={!event} onChange={(e) => setTypeId(e.target.value)}>
            <option value="">{event ? m.box_choose_type() : m.box_choose_event_first()}</option>
            {event?.ticketTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {`${t.name} · ${m.box_type_remaining({ count: t.remaining })}`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-email`} label={m.box_reseller_email()} error={errors.email}>
        {(p) => <Input {...p} type="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field
        id={`${id}-granted`}
        label={m.box_granted_label()}
        error={errors.granted}
        hint={
          current
            ? m.box_granted_hint_current({ granted: formatCount(current.granted), issued: formatCount(current.issued) })
            : m.box_granted_hint_none()
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
        <PendingButton pending={save.isPending} pendingLabel={m.auth_saving()}>
          {m.box_save_allocation()}
        </PendingButton>
      </div>
    </form>
  );
}
