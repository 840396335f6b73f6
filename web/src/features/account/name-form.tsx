import { m } from '@pentas/i18n/messages';
import { type FormEvent, useState } from 'react';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import type { CurrentUser } from '@/lib/session';
import { useChangeName } from './mutations';
import { SavedNote, SettingsSection } from './settings-section';

export function NameForm({ user }: { user: CurrentUser }) {
  const change = useChangeName();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [error, setError] = useState<string>();
  const failure = change.error ? serverErrors(change.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(firstName.trim() ? undefined : m.auth_first_name_required());
    if (firstName.trim()) change.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
  }

  return (
    <SettingsSection title={m.acct_name_title()} description={m.acct_name_text()}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firstName"
            label={m.auth_first_name()}
            autoComplete="given-name"
            value={firstName}
            onChange={setFirstName}
            error={error ?? failure?.fields.firstName}
          />
          <TextField
            id="lastName"
            label={m.auth_last_name()}
            autoComplete="family-name"
            value={lastName}
            onChange={setLastName}
            error={failure?.fields.lastName}
          />
        </div>
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
        <SavedNote message={change.isSuccess ? m.acct_name_saved() : null} />
        <PendingButton pending={change.isPending} pendingLabel={m.auth_saving()}>
          {m.acct_save_name()}
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
