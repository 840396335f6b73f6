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
    setError(valid ? undefined : 'Please enter a valid email address');
    if (valid) forgot.mutate(email.trim());
  }

  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Forgot your password?</CardTitle>
          <CardDescription>Enter your account's email and we'll send you a link to set a new one.</CardDescription>
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
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                error={error ?? failure?.fields.email}
              />
              <FormAlert message={failure && !failure.fields.email ? failure.message : null} />
              <PendingButton className="w-full" pending={forgot.isPending} pendingLabel="Sending...">
                Send me a link
              </PendingButton>
            </form>
          )}
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary underline-offset-4 hover:underline">
              Back to log in
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
