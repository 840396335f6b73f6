import { m } from '@pentas/i18n/messages';
import { Button } from '@/components/ui/button';

/** A list page that could not be loaded (the rows it replaced are gone): say so, with Retry. */
export function ListProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <p>{m.adm_list_problem({ what })}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {m.box_retry()}
      </Button>
    </div>
  );
}
