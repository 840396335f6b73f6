import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import { useResetPassword } from './mutations';
import { NewPasswordField, newPasswordProblem } from './new-password-field';

/** The page the reset mail's link opens: a new password, then to log in (every session has ended). */
export function ResetPasswordPage({ token }: { token: string }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = reset.error ? serverErrors(reset.error) : null;
  const linkDead = !token || (reset.error instanceof ApiError && reset.error.problem.code === 'reset_link_invalid');

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    const tooShort = newPasswordProblem(password);
    if (tooShort) next.newPassword = tooShort;
    else if (repeat !== password) next.repeat = m.auth_passwords_differ();
    setErrors(next);
    if (Object.keys(next).length === 0) reset.mutate({ token, newPassword: password });
  }

  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{m.auth_reset_title()}</CardTitle>
          <CardDescription>{m.auth_reset_lead()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {reset.isSuccess ? (
            <>
              <p role="status" className="rounded-md bg-primary/10 p-3 text-sm">
                {m.auth_reset_done()}
              </p>
              <Button asChild className="w-full">
                <Link to="/login">{m.auth_log_in_link()}</Link>
              </Button>
            </>
          ) : linkDead ? (
            <>
              <FormAlert message={failure?.message ?? m.auth_reset_link_incomplete()} />
              <Button asChild className="w-full">
                <Link to="/forgot-password">{m.auth_send_new_link()}</Link>
              </Button>
            </>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-4">
              <NewPasswordField
                value={password}
                onChange={setPassword}
                error={errors.newPassword ?? failure?.fields.newPassword}
              />
              <TextField
                id="repeat"
                label={m.auth_new_password_again()}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={setRepeat}
                error={errors.repeat}
              />
              <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
              <PendingButton className="w-full" pending={reset.isPending} pendingLabel={m.auth_saving()}>
                {m.auth_set_new_password()}
              </PendingButton>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
