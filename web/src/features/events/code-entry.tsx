import { m } from '@pentas/i18n/messages';
import { parseCodeParam } from '@pentas/openapi';
import { useQueryClient } from '@tanstack/react-query';
import { TagIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { appliedWords, codeProblemWords, rememberCode } from './event-code';
import { type EventDetail, eventQueries } from './queries';

/** An applied code is remembered for the session; one the event refuses is forgotten. */
export function useRememberCode(event: EventDetail) {
  const { id, promoCode } = event;
  useEffect(() => {
    if (promoCode) rememberCode(id, promoCode.status === 'applied' ? promoCode.code : undefined);
  }, [id, promoCode]);
}

/**
 * 'Have a code?' above the tickets: a promo or access code, checked with the event before it is
 * applied (the page then shows its prices and the types it reveals); why a code does not work stands
 * beside the field, and an applied one can be removed.
 */
export function CodeEntry({
  event,
  onCodeChange,
}: {
  event: EventDetail;
  onCodeChange: (code: string | undefined) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const asked = event.promoCode;
  const [open, setOpen] = useState(Boolean(asked));
  const [text, setText] = useState(asked?.code ?? '');
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);
  // The event's own word on the code in the address (a link's, or one used up since): beside the field.
  const refused =
    asked && asked.status !== 'applied' && text.trim() === asked.code ? codeProblemWords(asked.status) : undefined;

  if (asked?.status === 'applied') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-primary/5 px-3 py-2 text-sm">
        <p role="status" className="flex items-center gap-2">
          <TagIcon className="size-4 shrink-0 text-primary" aria-hidden />
          {appliedWords(asked)}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            rememberCode(event.id, undefined);
            setText('');
            onCodeChange(undefined);
          }}
        >
          <XIcon aria-hidden /> {m.code_remove()}
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button type="button" variant="link" className="h-auto px-0" aria-expanded={false} onClick={() => setOpen(true)}>
        <TagIcon aria-hidden /> {m.code_have()}
      </Button>
    );
  }

  async function apply(e: FormEvent) {
    e.preventDefault();
    const typed = parseCodeParam(text);
    if (!typed) {
      setProblem(text.trim() ? m.code_bad_shape() : m.code_enter());
      return;
    }
    setChecking(true);
    try {
      const answer = await queryClient.fetchQuery(eventQueries.detail(event.id, typed));
      const status = answer.promoCode?.status ?? 'not_found';
      if (status === 'applied') {
        setProblem(undefined);
        onCodeChange(typed);
      } else setProblem(codeProblemWords(status));
    } catch {
      setProblem(m.code_check_failed());
    } finally {
      setChecking(false);
    }
  }

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={m.code_apply_label()}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Field id={id} label={m.code_field()} error={problem ?? refused}>
          {(aria) => (
            <Input
              {...aria}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder={m.code_placeholder()}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
      </div>
      <PendingButton variant="outline" className="sm:mt-7" pending={checking} pendingLabel={m.code_checking()}>
        {m.code_apply()}
      </PendingButton>
    </form>
  );
}
