import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import { useForgotPassword } from './mutations';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for the address and always gives the same answer, so it tells nobody who has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const failure = forgot.error ? serverErrors(forgot.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const valid = emailPattern.test(email.trim());
    setError(valid ? undefined : m.email_invalid());
    if (valid) forgot.mutate(email.trim());
  }

  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{m.auth_forgot_title()}</CardTitle>
          <CardDescription>{m.auth_forgot_lead()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {forgot.data ? (
            <p role="status" className="rounded-md bg-primary/10 p-3 text-sm" data-testid="reset-requested">
              {forgot.data.message}
            </p>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-4">
              <TextField
                id="email"
                label={m.auth_email()}
                type="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                error={error ?? failure?.fields.email}
              />
              <FormAlert message={failure && !failure.fields.email ? failure.message : null} />
              <PendingButton className="w-full" pending={forgot.isPending} pendingLabel={m.sending()}>
                {m.auth_send_link()}
              </PendingButton>
            </form>
          )}
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary underline-offset-4 hover:underline">
              {m.auth_back_to_log_in()}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
