import { m } from '@pentas/i18n/messages';
import { type FormEvent, useState } from 'react';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import { useChangePassword } from './mutations';
import { NewPasswordField, newPasswordProblem } from './new-password-field';
import { SavedNote, SettingsSection } from './settings-section';

export function PasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = change.error ? serverErrors(change.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.currentPassword = m.acct_current_password_required();
    const tooShort = newPasswordProblem(next);
    if (tooShort) found.newPassword = tooShort;
    setErrors(found);
    if (Object.keys(found).length === 0) {
      change.mutate(
        { currentPassword: current, newPassword: next },
        {
          onSuccess: () => {
            setCurrent('');
            setNext('');
          },
        },
      );
    }
  }

  const fieldErrors = { ...failure?.fields, ...errors };
  return (
    <SettingsSection title={m.auth_password()} description={m.acct_password_text()}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="currentPassword"
          label={m.acct_current_password()}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fieldErrors.currentPassword}
        />
        <NewPasswordField value={next} onChange={setNext} error={fieldErrors.newPassword} />
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
        <SavedNote message={change.isSuccess ? m.acct_password_saved() : null} />
        <PendingButton pending={change.isPending} pendingLabel={m.auth_saving()}>
          {m.acct_change_password()}
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
