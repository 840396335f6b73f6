import { ApiError } from '@pentas/openapi';
import { type FormEvent, useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { delays } from '@/lib/redirect';
import { isUnauthorized, toastThenLogIn } from '@/lib/session-expired';
import { useTransferTicket } from './mutations';
import type { Ticket } from './queries';

/** A transfer's own check: the toasts for an empty or '@'-less e-mail (the server checks the rest). */
export function transferEmailProblem(email: string): { title: string; description: string } | null {
  const description = 'Please enter a valid email address';
  if (!email.trim()) return { title: 'Email Required', description };
  if (!email.includes('@')) return { title: 'Invalid Email', description };
  return null;
}

/**
 * A failed transfer: a lost session gives 'Authentication Required' and logs in after 1 s; an unknown
 * ticket asks for a refresh; anything else is 'Transfer Failed' with the server's words.
 */
function showTransferError(error: unknown) {
  if (isUnauthorized(error)) {
    toastThenLogIn('Authentication Required', 'Please log in to transfer tickets', delays.loginRequired);
    return;
  }
  if (error instanceof ApiError && error.status === 404 && error.problem.code !== 'recipient_not_found') {
    toast.error('Transfer Failed', { description: 'Unable to find ticket. Please refresh and try again.' });
    return;
  }
  toast.error('Transfer Failed', { description: error instanceof Error ? error.message : undefined });
}

/** Gives a ticket to another registered user: permanent and immediate; the old code stops working. */
export function TransferDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const transfer = useTransferTicket();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ticket) return;
    const problem = transferEmailProblem(email);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    transfer.mutate(
      { id: ticket.id, email: email.trim() },
      {
        onSuccess: (result) => {
          toast.success('Ticket Transferred', { description: result.message });
          setEmail('');
          onClose();
        },
        onError: showTransferError,
      },
    );
  }

  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && !transfer.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transfer Ticket</DialogTitle>
          <DialogDescription>
            {ticket && `${ticket.ticketType.name} · ${ticket.event.title}. `}
            Transfer is permanent and immediate: the recipient gets a new code and yours stops working.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id="transferEmail" label="Recipient's email" hint="They need a Pentas account with this e-mail.">
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={transfer.isPending}>
              Cancel
            </Button>
            <PendingButton pending={transfer.isPending} pendingLabel="Transferring...">
              Transfer
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
