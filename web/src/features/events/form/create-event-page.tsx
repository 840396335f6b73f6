import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { useCreateEvent } from '../mutations';
import { EventForm } from './event-form';
import { createDefaults, type FormErrors, toCreateRequest, validateEvent } from './event-form-state';
import { focusFirstError, handleSubmitError } from './use-submit-errors';

/** The Create Event page (/create-event): event details and ticket types; success opens the new event. */
export function CreateEventPage() {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const [form, setForm] = useState(createDefaults);
  const [errors, setErrors] = useState<FormErrors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateEvent(form.event, form.ticketTypes, 'create');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    create.mutate(toCreateRequest(form.event, form.ticketTypes), {
      onSuccess: (event) => {
        toast.success(m.org_event_created());
        navigate({ to: '/events/$id', params: { id: event.id } });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          toast.error(m.auth_access_denied(), { description: m.org_denied_create() });
          return;
        }
        handleSubmitError(error, setErrors, {
          title: m.error(),
          message: m.org_create_failed(),
        });
      },
    });
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.dashboard_create_event()}</h1>
      <p className="mt-1 text-muted-foreground">{m.org_create_lead()}</p>
      <EventForm
        mode="create"
        form={form}
        setForm={setForm}
        errors={errors}
        onSubmit={submit}
        pending={create.isPending}
        cancel={
          <Button asChild variant="outline">
            <Link to="/events">{m.cancel()}</Link>
          </Button>
        }
      />
    </main>
  );
}
