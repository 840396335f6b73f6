import { m } from '@pentas/i18n/messages';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthForms, type AuthMode } from './auth-forms';

/** Sign in and sign up in one place; both return the user to where they came from. */
export function LoginPage({ returnTo, initialMode }: { returnTo: string; initialMode: AuthMode }) {
  const router = useRouter();
  const [mode, setMode] = useState(initialMode);
  const done = () => router.history.push(returnTo);

  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            {mode === 'sign-in' ? m.auth_welcome_back() : m.auth_create_account()}
          </CardTitle>
          <CardDescription>{mode === 'sign-in' ? m.auth_sign_in_lead() : m.auth_sign_up_lead()}</CardDescription>
        </CardHeader>
        <CardContent>
          <AuthForms mode={mode} onModeChange={setMode} onDone={done} />
        </CardContent>
      </Card>
    </main>
  );
}
