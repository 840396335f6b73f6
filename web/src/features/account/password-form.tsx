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
    if (!current) found.currentPassword = 'Enter your current password';
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
    <SettingsSection
      title="Password"
      description="You stay logged in here; every other device you're logged in on is logged out."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fieldErrors.currentPassword}
        />
        <NewPasswordField value={next} onChange={setNext} error={fieldErrors.newPassword} />
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
        <SavedNote message={change.isSuccess ? 'Your new password is set. Other devices are logged out.' : null} />
        <PendingButton pending={change.isPending} pendingLabel="Saving...">
          Change password
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
