import { m } from '@pentas/i18n/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { InventoryEvent } from './queries';

/** Stands for the event's title in the confirmation's words, where the bold title goes. */
const TITLE_MARK = '\u0000';

/** Event Management's delete asks first, naming the event and what deleting keeps. */
export function DeleteEventDialog({
  event,
  deleting,
  onConfirm,
  onClose,
}: {
  /** The event asked about; null while the dialog is closed. */
  event: InventoryEvent | null;
  deleting: boolean;
  onConfirm: (event: InventoryEvent) => void;
  onClose: () => void;
}) {
  // The sentence names the event in bold wherever its language puts the name.
  const [before, after = ''] = m.ops_delete_event_confirm({ title: TITLE_MARK }).split(TITLE_MARK);
  return (
    <ConfirmDialog
      open={event !== null}
      title={m.ops_delete_event_title()}
      action={m.ops_delete_event()}
      pendingLabel={m.order_deleting()}
      pending={deleting}
      onConfirm={() => event && onConfirm(event)}
      onClose={onClose}
    >
      {before}
      <strong className="text-foreground">{event?.title}</strong>
      {after}
    </ConfirmDialog>
  );
}
