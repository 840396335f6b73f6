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
    setError(firstName.trim() ? undefined : 'First name is required');
    if (firstName.trim()) change.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
  }

  return (
    <SettingsSection
      title="Your name"
      description="Shown on your tickets and orders, and to organizers of your events."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firstName"
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={setFirstName}
            error={error ?? failure?.fields.firstName}
          />
          <TextField
            id="lastName"
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onChange={setLastName}
            error={failure?.fields.lastName}
          />
        </div>
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
        <SavedNote message={change.isSuccess ? 'Your name is saved.' : null} />
        <PendingButton pending={change.isPending} pendingLabel="Saving...">
          Save name
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
