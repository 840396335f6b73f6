import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { newPasswordProblem } from '@/features/account/new-password-field';
import { useSignIn, useSignUp } from './mutations';

type Errors = Record<string, string>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function serverErrors(error: unknown): { fields: Errors; message: string } {
  if (error instanceof ApiError) return { fields: error.fieldErrors, message: error.message };
  return { fields: {}, message: m.auth_something_went_wrong() };
}

export type AuthMode = 'sign-in' | 'sign-up';

/**
 * Log In and Sign Up as two tabs (the login page, and the event page's 'Registration Required' dialog,
 * where a visitor signs up in place); `onDone` runs once the session is the new user's.
 */
export function AuthForms({
  mode,
  onModeChange,
  onDone,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onDone: () => void;
}) {
  return (
    <Tabs value={mode} onValueChange={(v) => onModeChange(v as AuthMode)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="sign-in">{m.auth_log_in()}</TabsTrigger>
        <TabsTrigger value="sign-up">{m.nav_sign_up()}</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm onDone={onDone} />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm onDone={onDone} />
      </TabsContent>
    </Tabs>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const failure = signIn.error ? serverErrors(signIn.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!emailPattern.test(email.trim())) next.email = m.email_invalid();
    if (!password) next.password = m.auth_password_required();
    setErrors(next);
    if (Object.keys(next).length === 0) signIn.mutate({ email: email.trim(), password }, { onSuccess: onDone });
  }

  const fieldErrors = { ...failure?.fields, ...errors };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="email"
        label={m.auth_email()}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
      />
      <TextField
        id="password"
        label={m.auth_password()}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          {m.auth_forgot_password_link()}
        </Link>
      </p>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
      <PendingButton className="w-full" pending={signIn.isPending} pendingLabel={m.auth_logging_in()}>
        {m.auth_log_in()}
      </PendingButton>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const signUp = useSignUp();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const failure = signUp.error ? serverErrors(signUp.error) : null;
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!form.firstName.trim()) next.firstName = m.auth_first_name_required();
    if (!emailPattern.test(form.email.trim())) next.email = m.email_invalid();
    const tooShort = newPasswordProblem(form.password);
    if (tooShort) next.password = tooShort;
    setErrors(next);
    if (Object.keys(next).length === 0) {
      signUp.mutate(
        {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          password: form.password,
        },
        { onSuccess: onDone },
      );
    }
  }

  const fieldErrors = { ...failure?.fields, ...errors };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="firstName"
          label={m.auth_first_name()}
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
        />
        <TextField
          id="lastName"
          label={m.auth_last_name()}
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
        />
      </div>
      <TextField
        id="signup-email"
        label={m.auth_email()}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <TextField
        id="signup-password"
        label={m.auth_password()}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={fieldErrors.password}
      />
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : null} />
      <PendingButton className="w-full" pending={signUp.isPending} pendingLabel={m.auth_creating_account()}>
        {m.nav_sign_up()}
      </PendingButton>
    </form>
  );
}
