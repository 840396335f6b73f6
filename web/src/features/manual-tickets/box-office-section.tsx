import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/sonner';
import { formatCount } from '@/lib/counts';
import { errorToast } from '@/lib/error-toasts';
import {
  type Allocation,
  boxOfficeQueries,
  type LedgerEntry,
  useRecordSettlement,
  useRevokeAllocation,
} from './box-office-queries';
import { GrantAllocationForm } from './grant-allocation-form';
import { RevokeAllocationDialog } from './revoke-allocation-dialog';

/**
 * The box office for organizers (their events) and admins (all): grant resellers allocations, see
 * what each issued and owes at face value, and record what they settled (decisions.md item 29).
 */
export function BoxOfficeSection() {
  // An allocation's Change fills the form with it (a new key: the form starts again from it).
  const [changing, setChanging] = useState<{ allocation: Allocation; at: number }>();
  return (
    <div className="space-y-6">
      <Suspense fallback={<Skeleton className="h-40" />}>
        <GrantAllocationForm key={changing?.at} start={changing?.allocation} />
      </Suspense>
      <AllocationList onChange={(allocation) => setChanging({ allocation, at: Date.now() })} />
      <Ledger />
    </div>
  );
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <p>{message}</p>
      <Button type="button" variant="outline" onClick={retry}>
        {m.box_retry()}
      </Button>
    </div>
  );
}

function AllocationList({ onChange }: { onChange: (allocation: Allocation) => void }) {
  const list = useQuery(boxOfficeQueries.allocations());
  const revoke = useRevokeAllocation();
  const [revoking, setRevoking] = useState<Allocation | null>(null);
  if (list.isPending) return <p role="status">{m.box_allocations_loading()}</p>;
  if (list.isError) return <Failed message={m.box_allocations_failed()} retry={() => list.refetch()} />;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{m.box_allocations()}</h3>
      {list.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-muted-foreground">{m.box_allocations_none()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.box_allocations()}>
          {list.data.map((a: Allocation) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{a.resellerEmail}</span> · {a.eventTitle} · {a.ticketTypeName}
                <span className="block text-muted-foreground tabular" data-testid="allocation-figures">
                  {m.box_allocation_figures({
                    issued: formatCount(a.issued),
                    granted: formatCount(a.granted),
                    left: formatCount(a.left),
                  })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => onChange(a)}>
                  {m.box_change()}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={a.left === 0 || revoke.isPending}
                  onClick={() => setRevoking(a)}
                >
                  {m.box_revoke_unused()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <RevokeAllocationDialog
        allocation={revoking}
        revoking={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={(a) =>
          revoke.mutate(a.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(m.box_revoked(), { description: `${a.resellerEmail}: ${a.ticketTypeName}` });
            },
            onError: (error) =>
              toast.error(m.error(), errorToast(error, { title: m.error(), otherwise: m.box_revoke_failed() })),
          })
        }
      />
    </div>
  );
}

function Ledger() {
  const ledger = useQuery(boxOfficeQueries.ledger());
  if (ledger.isPending) return <p role="status">{m.box_ledger_loading()}</p>;
  if (ledger.isError) return <Failed message={m.box_ledger_failed()} retry={() => ledger.refetch()} />;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{m.box_ledger_title()}</h3>
      <p className="text-sm text-muted-foreground">{m.box_ledger_lead()}</p>
      {ledger.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-muted-foreground">{m.box_ledger_none()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.box_ledger()}>
          {ledger.data.map((row) => (
            <LedgerRow key={`${row.eventId}-${row.resellerId}`} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LedgerRow({ row }: { row: LedgerEntry }) {
  const id = useId();
  const settle = useRecordSettlement();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const money = (v: string) => formatPrice(v, row.currency);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    settle.mutate(
      { eventId: row.eventId, resellerId: row.resellerId, amount: amount.trim(), note: note.trim() || undefined },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          setError(undefined);
        },
        onError: (err) => setError(errorToast(err, { title: m.error(), otherwise: m.box_settle_failed() }).description),
      },
    );
  }
  return (
    <li className="space-y-2 p-3 text-sm">
      <p className="min-w-0 break-words">
        <span className="font-medium">{row.resellerEmail}</span> · {row.eventTitle}
      </p>
      <p className="tabular" data-testid="ledger-figures">
        {m.box_ledger_tickets({ count: row.ticketsIssued, shown: formatCount(row.ticketsIssued) })} ·{' '}
        {m.box_ledger_issued({ amount: money(row.owed) })} · {m.box_ledger_settled({ amount: money(row.settled) })} ·{' '}
        <strong>{m.box_ledger_outstanding({ amount: money(row.outstanding) })}</strong>
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-start gap-2"
        aria-label={m.box_settlement_form()}
      >
        <div>
          <Input
            aria-label={m.box_amount_received({ currency: row.currency })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={m.box_amount_placeholder({ currency: row.currency })}
            inputMode="decimal"
            className="w-36"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <Input
          aria-label={m.box_note()}
          placeholder={m.box_note_optional()}
          className="w-48"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <PendingButton pending={settle.isPending} pendingLabel={m.box_recording()}>
          {m.box_record_settlement()}
        </PendingButton>
      </form>
    </li>
  );
}
