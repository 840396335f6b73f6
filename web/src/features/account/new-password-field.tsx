import { m } from '@pentas/i18n/messages';
import { TextField } from '@/components/ui/text-field';

/** The one length rule for a password someone chooses (the API's newPasswordText says the same words). */
export const newPasswordProblem = (password: string) =>
  password.length < 8 ? m.auth_new_password_too_short() : undefined;

/** 'New password' as settings and the reset page ask it, with the rule as its hint. */
export function NewPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      id="newPassword"
      label={m.auth_new_password()}
      type="password"
      autoComplete="new-password"
      hint={m.auth_new_password_hint()}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
