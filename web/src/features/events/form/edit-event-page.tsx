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
    <MessagePage title="Event not found">
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
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
      toast.info('Nothing to update', { description: 'You have not changed anything yet.' });
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast.success('Event updated successfully!');
        navigate({ to: '/dashboard', search: { tab: 'events' } });
      },
      onError: (error) =>
        handleSubmitError(error, setErrors, {
          title: 'Update Failed',
          message: 'Failed to update event. Please try again.',
        }),
    });
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/dashboard" search={{ tab: 'events' }} label="Back to Dashboard" className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight">Edit Event</h1>
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
              Cancel
            </Link>
          </Button>
        }
      />
    </main>
  );
}
