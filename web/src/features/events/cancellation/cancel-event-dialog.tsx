import { m } from '@pentas/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cancellationQueries } from './cancellation-queries';

const MAX_REASON = 500;

/** The paid orders a cancellation would refund, in words, as soon as they are known. */
function paidOrdersWords(count: number | undefined) {
  if (count === undefined) return m.org_every_paid_order();
  if (count === 0) return m.org_no_paid_order_yet();
  return m.org_paid_orders({ count });
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
      title={m.org_cancel_event_title()}
      action={m.org_cancel_event_action()}
      keep={m.org_keep_event()}
      pendingLabel={m.org_cancelling()}
      pending={pending}
      disabled={trimmed.length === 0}
      onConfirm={() => onConfirm(trimmed)}
      onClose={onClose}
      fields={
        <Field
          id="cancel-reason"
          label={m.org_cancel_reason()}
          hint={m.org_characters({ count: trimmed.length, max: MAX_REASON })}
        >
          {(aria) => (
            <Textarea
              {...aria}
              value={reason}
              maxLength={MAX_REASON}
              placeholder={m.org_cancel_reason_placeholder()}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      }
    >
      {m.org_cancel_confirm_before()} <strong className="text-foreground">{event.title}</strong>
      {m.org_cancel_confirm_middle()}{' '}
      <strong className="text-foreground" data-testid="cancel-paid-orders">
        {paidOrdersWords(data?.paidOrders)}
      </strong>
      {m.org_cancel_confirm_end()}
    </ConfirmDialog>
  );
}
