import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { useUpdateEvent } from '../mutations';
import { myEventQueries } from '../queries';
import { EventForm } from './event-form';
import { diffForUpdate, type FormErrors, validateEvent, valuesOf } from './event-form-state';
import { focusFirstError, handleSubmitError } from './use-submit-errors';

/** Edit Event: a malformed id or an unknown event (or someone else's) shows 'Event not found'. */
export function EditEventNotFound() {
  return (
    <MessagePage title={m.org_event_not_found()}>
      <Button asChild>
        <Link to="/dashboard">{m.org_back_to_dashboard()}</Link>
      </Button>
    </MessagePage>
  );
}

/** The Edit Event page (its route loads the event, 'Loading event details...' meanwhile). */
export function EditEventPage({ id }: { id: number }) {
  const { data: event } = useSuspenseQuery(myEventQueries.detail(id));
  return <EditEventForm key={event.updatedAt} initial={valuesOf(event)} id={id} />;
}

function EditEventForm({ id, initial }: { id: number; initial: ReturnType<typeof valuesOf> }) {
  const navigate = useNavigate();
  const update = useUpdateEvent(id);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateEvent(form.event, form.ticketTypes, 'edit');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    const changes = diffForUpdate(initial, form);
    if (!Object.keys(changes.event).length && !changes.changedTicketTypes.length && !changes.newTicketTypes.length) {
      toast.info(m.org_nothing_to_update(), { description: m.org_nothing_changed() });
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(m.org_event_updated());
        navigate({ to: '/dashboard', search: { tab: 'events' } });
      },
      onError: (error) =>
        handleSubmitError(error, setErrors, {
          title: m.org_update_failed_title(),
          message: m.org_update_failed(),
        }),
    });
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/dashboard" search={{ tab: 'events' }} label={m.org_back_to_dashboard()} className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight">{m.org_edit_event()}</h1>
      <EventForm
        mode="edit"
        form={form}
        setForm={setForm}
        errors={errors}
        onSubmit={submit}
        pending={update.isPending}
        cancel={
          <Button asChild variant="outline">
            <Link to="/dashboard" search={{ tab: 'events' }}>
              {m.cancel()}
            </Link>
          </Button>
        }
      />
    </main>
  );
}
