import { m } from '@pentas/i18n/messages';
import { formatEventDateTime, isoToLocalInput, zoneName } from '@pentas/openapi';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';

export interface PostponeChoice {
  startsAt: string;
  message: string | null;
}

/**
 * "Postpone": the new date and time, in the event's own zone (as it was created), and words for the
 * buyers. Says what happens: each buyer is mailed the new date and may ask for a full refund for 30 days.
 */
export function PostponeEventDialog({
  event,
  open,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  event: { title: string; dateTime: string; timeZone: string };
  open: boolean;
  pending: boolean;
  /** The server's refusal of the new date, under its field. */
  error?: string;
  onConfirm: (choice: PostponeChoice) => void;
  onClose: () => void;
}) {
  const [startsAt, setStartsAt] = useState(() => isoToLocalInput(event.dateTime, event.timeZone));
  const [message, setMessage] = useState('');
  const zone = zoneName(event.dateTime, event.timeZone);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.org_postpone_event()}</DialogTitle>
          <DialogDescription>
            <strong className="text-foreground">{event.title}</strong>{' '}
            {m.org_postpone_is_on({ when: formatEventDateTime(event.dateTime, event.timeZone) })}
          </DialogDescription>
        </DialogHeader>
        <form
          id="postpone-form"
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm({ startsAt, message: message.trim() || null });
          }}
        >
          <Field id="postpone-starts-at" label={m.org_new_date_time({ zone })} error={error}>
            {(aria) => (
              <Input
                {...aria}
                type="datetime-local"
                required
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
              />
            )}
          </Field>
          <Field id="postpone-message" label={m.org_message_to_buyers()}>
            {(aria) => (
              <Textarea {...aria} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
            )}
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {m.cancel()}
          </Button>
          <PendingButton form="postpone-form" pending={pending} pendingLabel={m.org_postponing()}>
            {m.org_postpone()}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
