import { m } from '@pentas/i18n/messages';
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
    setError(valid ? undefined : m.email_invalid());
    if (valid) change.mutate(email.trim());
  }

  // One field: whatever the server refuses (taken, the same as now, too many asks) is said beside it.
  const fieldError = error ?? failure?.fields.newEmail ?? failure?.message;
  return (
    <SettingsSection title={m.auth_email()} description={m.acct_email_text({ email: user.email })}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="newEmail"
          label={m.acct_new_email()}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={fieldError}
        />
        {/* The server's answer in the page's language: the address as the server keeps it (lowercase). */}
        <SavedNote
          message={change.isSuccess ? m.acct_email_link_sent({ email: change.variables.toLowerCase() }) : null}
        />
        <PendingButton pending={change.isPending} pendingLabel={m.sending()}>
          {m.acct_send_link()}
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
