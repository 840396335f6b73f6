import { TextField } from '@/components/ui/text-field';

/** The one length rule for a password someone chooses (the API's newPasswordText says the same words). */
export const newPasswordProblem = (password: string) =>
  password.length < 8 ? 'Password must be at least 8 characters' : undefined;

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
      label="New password"
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
