import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
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
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete event</DialogTitle>
          <DialogDescription>
            Delete <strong className="text-foreground">{event?.title}</strong>? It will be hidden from the catalog and
            its page. Its orders and tickets are kept, and it can be restored from the Deleted filter.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton
            type="button"
            variant="destructive"
            pending={deleting}
            pendingLabel="Deleting..."
            onClick={() => event && onConfirm(event)}
          >
            Delete Event
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
