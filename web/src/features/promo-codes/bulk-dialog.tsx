import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { DownloadIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
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
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import {
  type CodeFormValues,
  codeProblems,
  emptyCode,
  focusFirstProblem,
  serverProblems,
  settingsOf,
} from './code-form';
import { type CodeEvent, CodeSettingsFields } from './code-settings-fields';
import { useBulkCreate } from './mutations';

/** At most this many codes at once (the API's limit). */
const MAX_BULK = 1000;

/** The bulk form's own fields: how many, and what each code starts with. */
export function bulkProblems(count: string, prefix: string): { count?: string; prefix?: string } {
  const found: { count?: string; prefix?: string } = {};
  const n = /^\d+$/.test(count.trim()) ? Number(count.trim()) : Number.NaN;
  if (!(n >= 1 && n <= MAX_BULK)) found.count = m.sales_whole_from_one({ max: MAX_BULK });
  if (prefix.trim().length > 20) found.prefix = m.sales_at_most_chars({ count: 20 });
  else if (!/^[A-Za-z0-9_-]*$/.test(prefix.trim())) found.prefix = m.sales_only_code_chars();
  return found;
}

/**
 * 'Create in bulk': N codes, each the prefix and 8 random letters and digits, all doing the same;
 * then the CSV of the new codes to download (for a sponsor's guest list or a mail merge).
 */
export function BulkDialog({
  eventId,
  event,
  eventTitle,
  open,
  onClose,
}: {
  eventId: number;
  event: CodeEvent;
  eventTitle: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open && <BulkForm eventId={eventId} event={event} eventTitle={eventTitle} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function BulkForm({
  eventId,
  event,
  eventTitle,
  onClose,
}: {
  eventId: number;
  event: CodeEvent;
  eventTitle: string;
  onClose: () => void;
}) {
  const id = useId();
  const bulk = useBulkCreate(eventId);
  const [count, setCount] = useState('10');
  const [prefix, setPrefix] = useState('');
  const [values, setValues] = useState<CodeFormValues>(emptyCode);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const change = (next: Partial<CodeFormValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setChecked({});
    bulk.reset();
  };
  const server = serverProblems(bulk.error);
  const countProblem = bulk.error instanceof ApiError ? bulk.error.fieldErrors.count : undefined;
  const errors = { ...server.fields, ...checked };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = { ...codeProblems(values, { bulk: true }), ...bulkProblems(count, prefix) };
    setChecked(found as Record<string, string>);
    if (Object.keys(found).length > 0) return focusFirstProblem(e.currentTarget);
    bulk.mutate({ ...settingsOf(values, event.timeZone), prefix: prefix.trim(), count: Number(count.trim()) });
  }

  if (bulk.data) {
    return (
      <BulkDone
        count={bulk.data.codes.length}
        csv={bulk.data.csv}
        fileName={`${slug(eventTitle)}-codes.csv`}
        onClose={onClose}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{m.sales_bulk_title()}</DialogTitle>
        <DialogDescription>{m.sales_bulk_text()}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-count`} label={m.sales_bulk_count()} error={checked.count ?? countProblem}>
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="off"
              value={count}
              onChange={(e) => {
                setCount(e.target.value);
                setChecked({});
              }}
            />
          )}
        </Field>
        <Field
          id={`${id}-prefix`}
          label={m.sales_bulk_prefix()}
          error={checked.prefix ?? errors.code}
          hint={m.sales_bulk_prefix_hint()}
        >
          {(aria) => (
            <Input
              {...aria}
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={prefix}
              onChange={(e) => {
                setPrefix(e.target.value);
                setChecked({});
              }}
            />
          )}
        </Field>
      </div>
      <CodeSettingsFields values={values} errors={errors} event={event} onChange={change} />
      <FormAlert message={countProblem ? undefined : server.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.cancel()}
        </Button>
        <PendingButton pending={bulk.isPending} pendingLabel={m.sales_creating()}>
          {m.sales_create_codes()}
        </PendingButton>
      </DialogFooter>
    </form>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'event';

/** The codes made: their CSV as a file to download, made in the browser from the answer. */
function BulkDone({
  count,
  csv,
  fileName,
  onClose,
}: {
  count: number;
  csv: string;
  fileName: string;
  onClose: () => void;
}) {
  const href = useMemo(() => URL.createObjectURL(new Blob([csv], { type: 'text/csv' })), [csv]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <div className="space-y-5">
      <DialogHeader>
        <DialogTitle>{m.sales_codes_created({ count })}</DialogTitle>
        <DialogDescription>{m.sales_codes_created_text()}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.sales_done()}
        </Button>
        <Button asChild>
          <a href={href} download={fileName}>
            <DownloadIcon aria-hidden /> {m.sales_download_csv()}
          </a>
        </Button>
      </DialogFooter>
    </div>
  );
}
