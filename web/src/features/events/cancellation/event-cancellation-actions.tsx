import { m } from '@pentas/i18n/messages';
import { ApiError, type EventSaleState } from '@pentas/openapi';
import { CalendarClockIcon, CalendarXIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { CancelEventDialog } from './cancel-event-dialog';
import { CancellationProgressPanel } from './cancellation-progress-panel';
import { useCancelEvent, usePostponeEvent } from './cancellation-queries';
import { PostponeEventDialog } from './postpone-event-dialog';

export interface CancellableEvent {
  id: number;
  title: string;
  dateTime: string;
  timeZone: string;
  saleState: EventSaleState;
}

/** A lost session logs in again; anything else toasts the server's words. */
function failed(title: string, otherwise: string) {
  return (error: unknown) => {
    if (isUnauthorized(error)) return logInAgain();
    const words = errorToast(error, { title, otherwise });
    toast.error(words.title, { description: words.description });
  };
}

/** The server's message for a refused new date (a 422 on startsAt), shown under the field. */
function fieldError(error: unknown) {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.startsAt ?? error.fieldErrors.endsAt;
}

/**
 * "Postpone" and "Cancel event" for an event its organizer or an admin manages (not ended, not deleted);
 * once cancelled, the refunds' progress in their place.
 */
export function EventCancellationActions({ event }: { event: CancellableEvent }) {
  const [asking, setAsking] = useState<'cancel' | 'postpone' | null>(null);
  const cancel = useCancelEvent(event.id);
  const postpone = usePostponeEvent(event.id);
  if (event.saleState === 'cancelled') return <CancellationProgressPanel eventId={event.id} />;
  if (event.saleState === 'ended' || event.saleState === 'deleted') return null;
  const close = () => {
    setAsking(null);
    postpone.reset();
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setAsking('postpone')}
        aria-label={m.org_postpone_named({ title: event.title })}
      >
        <CalendarClockIcon aria-hidden /> {m.org_postpone()}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        onClick={() => setAsking('cancel')}
        aria-label={m.org_cancel_named({ title: event.title })}
      >
        <CalendarXIcon aria-hidden /> {m.org_cancel_event_title()}
      </Button>
      <CancelEventDialog
        event={event}
        open={asking === 'cancel'}
        pending={cancel.isPending}
        onClose={close}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: (progress) => {
              toast.success(m.org_event_cancelled_toast(), {
                description: m.org_refunding({ count: progress.paidOrders }),
              });
              close();
            },
            onError: failed(m.org_cancel_failed(), m.org_cancel_failed_text()),
          })
        }
      />
      {asking === 'postpone' && (
        <PostponeEventDialog
          event={event}
          open
          pending={postpone.isPending}
          error={fieldError(postpone.error)}
          onClose={close}
          onConfirm={(choice) =>
            postpone.mutate(
              { startsAt: choice.startsAt, message: choice.message },
              {
                onSuccess: (done) => {
                  toast.success(m.org_event_postponed_toast(), {
                    description: m.org_buyers_told({ count: done.buyersTold }),
                  });
                  close();
                },
                onError: (error) =>
                  !fieldError(error) && failed(m.org_postpone_failed(), m.org_postpone_failed_text())(error),
              },
            )
          }
        />
      )}
    </>
  );
}
