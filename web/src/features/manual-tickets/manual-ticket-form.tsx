import { m } from '@pentas/i18n/messages';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState } from 'react';
import { Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { useCurrentUser } from '@/lib/session';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { EventFields } from './event-fields';
import { type IssueErrors, issueErrorsOf, missingFields } from './issue-errors';
import { useGenerateTickets } from './mutations';
import { parseQuantity } from './quantity';
import { QuantityField } from './quantity-field';
import { manualTicketQueries, type Recipient } from './queries';
import { RecipientSearch } from './recipient-search';
import { useIdempotencyKey } from './use-idempotency-key';

/** The API's bound on a reason. */
const MAX_REASON = 500;

/**
 * The manual ticket generation form, one component for /admin, /reseller and an organizer's
 * 'Issue tickets' (`eventId`: the event chosen in advance, its select locked).
 */
export function ManualTicketForm({ eventId }: { eventId?: number }) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <IssueForm presetEventId={eventId} />
    </Suspense>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label={m.box_loading_events()}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

function IssueForm({ presetEventId }: { presetEventId?: number }) {
  const id = useId();
  const { data: options } = useSuspenseQuery(manualTicketQueries.options());
  const canCreateEvents = useCurrentUser().can('create-events');
  const generate = useGenerateTickets();
  const key = useIdempotencyKey();
  // Set at once on submit: the button is disabled only once the pending state has rendered, and a
  // second submit event (Enter, a click) before that sends nothing.
  const sending = useRef(false);

  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [eventId, setEventId] = useState<number | null>(presetEventId ?? null);
  const [ticketTypeId, setTicketTypeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<IssueErrors>({});
  const queryClient = useQueryClient();

  /** Any change makes it another request: it gets a key of its own when sent. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      key.renew();
      setErrors({});
      set(value);
    };

  /** Errors beside their fields, and focus on the first, as sign-up and create-event do. */
  function showErrors(next: IssueErrors) {
    setErrors(next);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
  }

  const presetMissing = presetEventId !== undefined && !options.events.some((e) => e.id === presetEventId);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const count = parseQuantity(quantity);
    setQuantity(String(count));
    if (!recipient || !eventId || !ticketTypeId) {
      // The spec's words for it ('Validation Error: Please fill all required fields'), and each field's own.
      toast.error(m.box_validation_error(), { description: m.box_fill_required() });
      showErrors(missingFields({ recipient, eventId, ticketTypeId }));
      return;
    }
    sending.current = true;
    generate.mutate(
      {
        body: {
          userEmail: recipient.email,
          eventId,
          ticketTypeId,
          quantity: count,
          reason: reason.trim() || undefined,
        },
        idempotencyKey: key.current(),
      },
      {
        onSuccess: (result) => {
          toast.success(m.box_success(), { description: result.message });
          key.renew();
          setQuantity('1');
          setReason('');
        },
        onError: (error) => {
          if (isUnauthorized(error)) return logInAgain();
          const byField = issueErrorsOf(error);
          if (byField) {
            showErrors(byField.errors);
            // Sold out or allocation used up: the selects show what is left now.
            if (byField.stale) queryClient.invalidateQueries({ queryKey: manualTicketQueries.options().queryKey });
            return;
          }
          // A failure toasts 'Error' with the server's message, or 'Failed to generate tickets'.
          const { description } = errorToast(error, { title: m.error(), otherwise: m.box_generate_failed() });
          toast.error(m.error(), { description });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  // Resellers issue only within allocations: before any, say whom to ask.
  if (options.events.length === 0 && presetEventId === undefined && !canCreateEvents) {
    return (
      <p className="rounded-md border border-dashed p-4 text-muted-foreground" data-testid="no-allocations">
        {m.box_no_allocations_reseller()}
      </p>
    );
  }

  if (presetMissing) {
    return <p className="rounded-md border border-dashed p-4 text-muted-foreground">{m.box_preset_inactive()}</p>;
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.box_generate_form()}>
      <p className="text-sm text-muted-foreground">{m.box_form_lead()}</p>
      <div className="space-y-2">
        <Label htmlFor={`${id}-user`}>{m.box_user()}</Label>
        <RecipientSearch id={`${id}-user`} value={recipient} onChange={edit(setRecipient)} error={errors.user} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <EventFields
          idPrefix={id}
          events={options.events}
          eventId={eventId}
          ticketTypeId={ticketTypeId}
          eventLocked={presetEventId !== undefined}
          onEventChange={edit((next: number | null) => {
            setEventId(next);
            setTicketTypeId(null);
          })}
          onTicketTypeChange={edit(setTicketTypeId)}
          errors={errors}
        />
        <QuantityField id={`${id}-quantity`} value={quantity} onChange={edit(setQuantity)} error={errors.quantity} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-reason`}>{m.box_reason_optional()}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={MAX_REASON}
          placeholder={recipient ? m.box_reason_for({ email: recipient.email }) : m.box_reason_for_chosen()}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          onChange={(e) => edit(setReason)(e.target.value)}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      <PendingButton pending={generate.isPending} pendingLabel={m.box_generating()}>
        {m.box_generate_tickets()}
      </PendingButton>
    </form>
  );
}
