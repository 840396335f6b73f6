import { m } from '@pentas/i18n/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';

export interface SummaryFigure {
  label: string;
  value: number;
}

/**
 * One cleanup run: its button, a confirmation saying what it will do, then what it did (kept on the
 * card until the next run) and a 'Success' toast; a failure toasts its `failureTitle` with the
 * server's words.
 */
export function CancellationTool<Result>({
  title,
  explanation,
  confirmation,
  failureTitle,
  mutation,
  summarize,
}: {
  title: string;
  explanation: string;
  /** The dialog's words: what the run will do to which orders. */
  confirmation: string;
  failureTitle: string;
  mutation: UseMutationResult<Result, Error, void>;
  summarize: (result: Result) => SummaryFigure[];
}) {
  const [confirming, setConfirming] = useState(false);
  const [lastRun, setLastRun] = useState<SummaryFigure[] | null>(null);

  function run() {
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        const figures = summarize(result);
        setLastRun(figures);
        toast.success(m.ops_success(), {
          description: `${title}: ${figures.map((f) => `${f.label} ${f.value}`).join(', ')}`,
        });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return logInAgain();
        const { title: toastTitle, description } = errorToast(error, { title: failureTitle });
        toast.error(toastTitle, { description });
      },
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Card className="flex flex-col gap-3 p-4" role="group" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{explanation}</p>
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        {title}
      </Button>
      {lastRun && (
        <div role="status" aria-label={m.ops_last_run_named({ title })}>
          <p className="text-sm font-medium">{m.ops_last_run()}</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {lastRun.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-muted-foreground">{f.label}</dt>
                <dd className="text-right font-semibold tabular">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !open && !mutation.isPending && setConfirming(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}?</DialogTitle>
            <DialogDescription>{confirmation}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              {m.cancel()}
            </Button>
            <PendingButton type="button" pending={mutation.isPending} pendingLabel={m.ops_running()} onClick={run}>
              {m.ops_run_now()}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
