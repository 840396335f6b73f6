import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { roleLabel } from '@/lib/role-labels';
import { searchText } from '@/lib/search-text';
import { useCurrentUser } from '@/lib/session';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { manualTicketQueries, type Recipient } from './queries';

/** The search starts at 2 characters, as the API's does. */
const MIN_SEARCH = 2;
/** The server is asked once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;
/** Text that could be a whole address (something@somewhere.tld): only then can 'no such user' be said. */
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How the recipient is found (docs/decisions.md item 28): admins search every account by part of a
 * name or e-mail and see roles; organizers and resellers type the full address, and only their own
 * past buyers are suggested as they type.
 */
type Mode = 'any-user' | 'full-email';

/**
 * The recipient: a combobox over the users the server finds, from 2 characters; arrows move through
 * the results, Enter picks one, Escape closes them. Once picked, the person is shown with a way to
 * change them.
 */
export function RecipientSearch({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Recipient | null;
  onChange: (recipient: Recipient | null) => void;
  /** Said beside the field (the form's check, or the server's refusal of this recipient). */
  error?: string;
}) {
  const { can } = useCurrentUser();
  // The server decides by the same permission (reach 'all'); this only chooses the words.
  const mode: Mode = can('manage-all-events') ? 'any-user' : 'full-email';
  if (value) {
    return (
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/50 px-3 py-2',
          error && 'border-destructive',
        )}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <RecipientLine recipient={value} />
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
          {m.box_change()}
        </Button>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  return <RecipientCombobox id={id} mode={mode} onPick={onChange} error={error} />;
}

function RecipientLine({ recipient }: { recipient: Recipient }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="font-medium">{recipient.name || recipient.email}</span>
      <span className="break-all text-muted-foreground">{recipient.email}</span>
      {recipient.role && (
        <Badge variant={recipient.role === 'customer' ? 'gray' : 'blue'}>{roleLabel(recipient.role)}</Badge>
      )}
    </span>
  );
}

function RecipientCombobox({
  id,
  mode,
  onPick,
  error,
}: {
  id: string;
  mode: Mode;
  onPick: (recipient: Recipient) => void;
  error?: string;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(0);
  const typed = searchText(text);
  const query = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const long = typed.length >= MIN_SEARCH && query.length >= MIN_SEARCH;
  const search = useQuery({ ...manualTicketQueries.recipients(query), enabled: long });
  const users = long ? (search.data?.users ?? []) : [];
  // Too many searches: said beside the field with the server's words (when to try again), not toasted.
  const limited = search.error instanceof ApiError && search.error.status === 429 ? search.error.message : null;

  useEffect(() => {
    if (!search.isError || limited) return;
    if (isUnauthorized(search.error)) logInAgain();
    else toast.error(m.error(), { description: m.box_search_error() });
  }, [search.isError, search.error, limited]);

  const answered = search.isSuccess && !search.isFetching && query === typed;
  const unknownAddress =
    mode === 'full-email' &&
    answered &&
    FULL_EMAIL.test(typed) &&
    !users.some((u) => u.email.toLowerCase() === typed.toLowerCase());
  const shown = open && long && !search.isError && (mode === 'any-user' || users.length > 0);
  const optionId = (i: number) => `${listId}-option-${i}`;

  function pick(recipient: Recipient) {
    onPick(recipient);
    setText('');
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (users.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + users.length) % users.length);
    } else if (event.key === 'Enter') {
      // Enter picks a result; it never sends the form from this field.
      event.preventDefault();
      if (shown && users[active]) pick(users[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && users[active] ? optionId(active) : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={unknownAddress || Boolean(error) || undefined}
        placeholder={mode === 'any-user' ? m.box_search_users() : m.box_email_placeholder()}
        inputMode={mode === 'any-user' ? undefined : 'email'}
        autoCapitalize="none"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={cn(
          // No top: the list sits where it would in the flow, right under the input, over what follows.
          'absolute inset-x-0 z-10 max-h-72 overflow-y-auto rounded-md border bg-card shadow-card',
          !shown && 'hidden',
        )}
      >
        {/* The listbox is always in the page, so the input's aria-controls names an element. */}
        <div id={listId} role="listbox" aria-label={m.box_users_found()}>
          {users.map((u, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (arrows, Enter).
            <div
              key={u.id}
              id={optionId(i)}
              role="option"
              // Focus stays in the input (aria-activedescendant names the active option).
              tabIndex={-1}
              aria-selected={i === active}
              className={cn('cursor-pointer px-3 py-2', i === active && 'bg-accent')}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(u)}
            >
              <RecipientLine recipient={u} />
            </div>
          ))}
        </div>
        {shown && search.isFetching && users.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {m.box_searching()}
          </p>
        )}
        {shown && search.isSuccess && !search.isFetching && users.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {m.box_no_users()}
          </p>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <FieldHint id={`${id}-hint`} mode={mode} typed={typed} unknownAddress={unknownAddress} limited={limited} />
    </div>
  );
}

/** The words under the field: what to type, or why nobody can be picked. */
function FieldHint({
  id,
  mode,
  typed,
  unknownAddress,
  limited,
}: {
  id: string;
  mode: Mode;
  typed: string;
  unknownAddress: boolean;
  limited: string | null;
}) {
  if (limited || unknownAddress) {
    return (
      <p id={id} role="status" className="mt-1 text-sm text-destructive">
        {limited ?? m.box_no_such_user()}
      </p>
    );
  }
  const words =
    mode === 'full-email'
      ? m.box_hint_full_email()
      : typed.length < MIN_SEARCH
        ? m.box_hint_min({ count: MIN_SEARCH })
        : m.box_hint_registered();
  return (
    <p id={id} className="mt-1 text-xs text-muted-foreground">
      {words}
    </p>
  );
}
