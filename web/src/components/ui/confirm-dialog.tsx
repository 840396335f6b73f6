import { m } from '@pentas/i18n/messages';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { PendingButton } from './pending-button';

/** A destructive act asked about first: what it does in words, Cancel, and the act's own button. */
export function ConfirmDialog({
  open,
  title,
  children,
  fields,
  disabled = false,
  action,
  keep,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What happens, and what is kept. */
  children: ReactNode;
  /** What the act asks for besides a yes (a reason), under the words. */
  fields?: ReactNode;
  /** The act cannot be confirmed yet (a required field is empty). */
  disabled?: boolean;
  /** The button's words: the act itself ('Delete Event', 'Revoke unused'). */
  action: string;
  /** The way out's words, where 'Cancel' would read as the act ('Keep the event' beside 'Cancel Event'). */
  keep?: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children}</DialogDescription>
        </DialogHeader>
        {fields}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {keep ?? m.cancel()}
          </Button>
          <PendingButton
            type="button"
            variant="destructive"
            pending={pending}
            pendingLabel={pendingLabel}
            disabled={pending || disabled}
            onClick={onConfirm}
          >
            {action}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
