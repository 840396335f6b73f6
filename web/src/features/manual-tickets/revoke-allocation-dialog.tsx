import { m } from '@pentas/i18n/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCount } from '@/lib/counts';
import type { Allocation } from './box-office-queries';

/** Stands for the reseller's address in the question, so it can be set in bold wherever the language puts it. */
const EMAIL_MARK = '\u0000';

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
  const [before, after] = m
    .box_revoke_text({
      count: left,
      shown: formatCount(left),
      type: allocation?.ticketTypeName ?? '',
      email: EMAIL_MARK,
      event: allocation?.eventTitle ?? '',
    })
    .split(EMAIL_MARK);
  return (
    <ConfirmDialog
      open={allocation !== null}
      title={m.box_revoke_title()}
      action={m.box_revoke_unused()}
      pendingLabel={m.box_revoking()}
      pending={revoking}
      onConfirm={() => allocation && onConfirm(allocation)}
      onClose={onClose}
    >
      {before}
      <strong className="text-foreground">{allocation?.resellerEmail}</strong>
      {after} {issued ? m.box_revoke_issued_stay({ issued: formatCount(issued) }) : ''}
    </ConfirmDialog>
  );
}
