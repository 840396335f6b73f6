import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { InventoryEvent } from './queries';

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
  return (
    <ConfirmDialog
      open={event !== null}
      title="Delete event"
      action="Delete Event"
      pendingLabel="Deleting..."
      pending={deleting}
      onConfirm={() => event && onConfirm(event)}
      onClose={onClose}
    >
      Delete <strong className="text-foreground">{event?.title}</strong>? It will be hidden from the catalog and its
      page. Its orders and tickets are kept, and it can be restored from the Deleted filter.
    </ConfirmDialog>
  );
}
