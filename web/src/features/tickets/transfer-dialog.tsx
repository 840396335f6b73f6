import { m } from '@pentas/i18n/messages';
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
import { eventTitle } from '@/features/events/catalog-words';
import { delays } from '@/lib/redirect';
import { isUnauthorized, toastThenLogIn } from '@/lib/session-expired';
import { useTransferTicket } from './mutations';
import type { Ticket } from './queries';

/** A transfer's own check: an empty or '@'-less e-mail, said beside the field (the server checks the rest). */
function transferEmailProblem(email: string): string | null {
  if (!email.trim()) return m.wallet_transfer_email_empty();
  if (!email.includes('@')) return m.email_invalid();
  return null;
}

/**
 * A failed transfer's words for the field: an unknown ticket asks for a refresh; anything else is the
 * server's words ('No Pentas account uses that e-mail address.'). A lost session is handled apart.
 */
function transferErrorWords(error: unknown) {
  if (error instanceof ApiError && error.status === 404 && error.problem.code !== 'recipient_not_found')
    return m.wallet_transfer_not_found();
  if (error instanceof ApiError) return error.problem.errors?.[0]?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : m.wallet_transfer_failed();
}

/** Gives a ticket to another registered user: permanent and immediate; the old code stops working. */
export function TransferDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const transfer = useTransferTicket();
  const close = () => {
    setError(undefined);
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ticket) return;
    const problem = transferEmailProblem(email);
    setError(problem ?? undefined);
    if (problem) {
      document.getElementById('transferEmail')?.focus();
      return;
    }
    const to = email.trim();
    transfer.mutate(
      { id: ticket.id, email: to },
      {
        onSuccess: () => {
          toast.success(m.wallet_transfer_done(), { description: m.wallet_transfer_done_text({ email: to }) });
          setEmail('');
          close();
        },
        onError: (failure) => {
          if (isUnauthorized(failure)) {
            toastThenLogIn(m.wallet_auth_required(), m.wallet_login_to_transfer(), delays.loginRequired);
            return;
          }
          setError(transferErrorWords(failure));
          document.getElementById('transferEmail')?.focus();
        },
      },
    );
  }

  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && !transfer.isPending && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.wallet_transfer_title()}</DialogTitle>
          <DialogDescription>
            {ticket && `${ticket.ticketType.name} · ${eventTitle(ticket.event)}. `}
            {m.wallet_transfer_warning()}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field
            id="transferEmail"
            label={m.wallet_transfer_email_label()}
            hint={m.wallet_transfer_email_hint()}
            error={error}
          >
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={transfer.isPending}>
              {m.cancel()}
            </Button>
            <PendingButton pending={transfer.isPending} pendingLabel={m.wallet_transferring()}>
              {m.wallet_transfer()}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
