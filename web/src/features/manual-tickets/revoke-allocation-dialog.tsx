import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCount } from '@/lib/counts';
import type { Allocation } from './box-office-queries';

/** Revoking asks first: it names the reseller, the tickets taken back, and that what they issued stays owed. */
export function RevokeAllocationDialog({
  allocation,
  revoking,
  onConfirm,
  onClose,
}: {
  /** The allocation asked about; null while the dialog is closed. */
  allocation: Allocation | null;
  revoking: boolean;
  onConfirm: (allocation: Allocation) => void;
  onClose: () => void;
}) {
  const left = allocation?.left ?? 0;
  const issued = allocation?.issued ?? 0;
  return (
    <ConfirmDialog
      open={allocation !== null}
      title="Revoke unused tickets"
      action="Revoke unused"
      pendingLabel="Revoking..."
      pending={revoking}
      onConfirm={() => allocation && onConfirm(allocation)}
      onClose={onClose}
    >
      Take back the {formatCount(left)} {allocation?.ticketTypeName} ticket{left === 1 ? '' : 's'}{' '}
      <strong className="text-foreground">{allocation?.resellerEmail}</strong> has not issued for{' '}
      {allocation?.eventTitle}? {issued ? `The ${formatCount(issued)} already issued stay issued and owed.` : ''}
    </ConfirmDialog>
  );
}
