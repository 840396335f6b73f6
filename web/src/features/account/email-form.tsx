import { type FormEvent, useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import type { CurrentUser } from '@/lib/session';
import { useChangeEmail } from './mutations';
import { SavedNote, SettingsSection } from './settings-section';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailForm({ user }: { user: CurrentUser }) {
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const failure = change.error ? serverErrors(change.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const valid = emailPattern.test(email.trim());
    setError(valid ? undefined : 'Please enter a valid email address');
    if (valid) change.mutate(email.trim());
  }

  // One field: whatever the server refuses (taken, the same as now, too many asks) is said beside it.
  const fieldError = error ?? failure?.fields.newEmail ?? failure?.message;
  return (
    <SettingsSection
      title="Email"
      description={`Your tickets and receipts go to ${user.email}. To change it, we send a link to the new address.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="newEmail"
          label="New email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={fieldError}
        />
        <SavedNote message={change.data?.message} />
        <PendingButton pending={change.isPending} pendingLabel="Sending...">
          Send confirmation link
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
