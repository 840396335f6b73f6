import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cancellationQueries } from './cancellation-queries';

const MAX_REASON = 500;

/** The paid orders a cancellation would refund, in words, as soon as they are known. */
function paidOrdersWords(count: number | undefined) {
  if (count === undefined) return 'every paid order';
  if (count === 0) return 'no paid order yet';
  return count === 1 ? '1 paid order' : `${count} paid orders`;
}

/**
 * "Cancel event" asks first and says what will happen: every buyer refunded in full (service fee
 * included) for the N paid orders, sales stopped, tickets refused at the door; a reason for the buyers.
 */
export function CancelEventDialog({
  event,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  event: { id: number; title: string };
  open: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { data } = useQuery({ ...cancellationQueries.progress(event.id), enabled: open });
  const trimmed = reason.trim();
  return (
    <ConfirmDialog
      open={open}
      title="Cancel event"
      action="Cancel Event"
      keep="Keep the event"
      pendingLabel="Cancelling..."
      pending={pending}
      disabled={trimmed.length === 0}
      onConfirm={() => onConfirm(trimmed)}
      onClose={onClose}
      fields={
        <Field id="cancel-reason" label="Reason, for the buyers" hint={`${trimmed.length}/${MAX_REASON} characters`}>
          {(aria) => (
            <Textarea
              {...aria}
              value={reason}
              maxLength={MAX_REASON}
              placeholder="The venue flooded and no other venue is free on the date."
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      }
    >
      Cancel <strong className="text-foreground">{event.title}</strong>? Sales stop at once and its tickets are refused
      at the door. Every buyer is refunded in full, service fee included:{' '}
      <strong className="text-foreground" data-testid="cancel-paid-orders">
        {paidOrdersWords(data?.paidOrders)}
      </strong>
      . Each buyer gets a mail with your reason. This cannot be undone.
    </ConfirmDialog>
  );
}
