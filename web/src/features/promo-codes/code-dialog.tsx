import { m } from '@pentas/i18n/messages';
import { type FormEvent, useId, useState } from 'react';
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
  valuesOf,
} from './code-form';
import { type CodeEvent, CodeSettingsFields } from './code-settings-fields';
import { useCreateCode, useUpdateCode } from './mutations';
import type { PromoCode } from './queries';

/** Which code the dialog is about: a new one, or one to edit; null while closed. */
export type CodeDialogTarget = { mode: 'create' } | { mode: 'edit'; code: PromoCode } | null;

/** 'New code' and 'Edit code': the code buyers type and what it does; errors beside each field. */
export function CodeDialog({
  eventId,
  event,
  target,
  onClose,
}: {
  eventId: number;
  event: CodeEvent;
  target: CodeDialogTarget;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {target && (
          <CodeForm
            key={target.mode === 'edit' ? target.code.id : 'new'}
            eventId={eventId}
            event={event}
            editing={target.mode === 'edit' ? target.code : undefined}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CodeForm({
  eventId,
  event,
  editing,
  onClose,
}: {
  eventId: number;
  event: CodeEvent;
  editing?: PromoCode;
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateCode(eventId);
  const update = useUpdateCode();
  const save = editing ? update : create;
  const [values, setValues] = useState<CodeFormValues>(() =>
    editing ? valuesOf(editing, event.timeZone) : emptyCode(),
  );
  const [checked, setChecked] = useState<ReturnType<typeof codeProblems>>({});
  const change = (next: Partial<CodeFormValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setChecked({});
    save.reset();
  };
  const server = serverProblems(save.error);
  const errors = { ...server.fields, ...checked };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = codeProblems(values, { used: editing?.used ?? 0 });
    setChecked(found);
    if (Object.keys(found).length > 0) return focusFirstProblem(e.currentTarget);
    const body = { ...settingsOf(values, event.timeZone), code: values.code.trim() };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{editing ? m.sales_edit_code_title({ code: editing.code }) : m.sales_new_code()}</DialogTitle>
        <DialogDescription>
          {editing && editing.used > 0 ? m.sales_edit_used_text({ count: editing.used }) : m.sales_new_code_text()}
        </DialogDescription>
      </DialogHeader>
      <Field id={`${id}-code`} label={m.sales_code()} error={errors.code} hint={m.sales_code_hint()}>
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder={m.sales_code_placeholder()}
            value={values.code}
            onChange={(e) => change({ code: e.target.value })}
          />
        )}
      </Field>
      <CodeSettingsFields values={values} errors={errors} event={event} onChange={change} />
      <FormAlert message={server.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.cancel()}
        </Button>
        <PendingButton pending={save.isPending} pendingLabel={m.auth_saving()}>
          {editing ? m.sales_save_code() : m.sales_create_code()}
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
