import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';

/** The signed-in user's own settings: name, password, e-mail, deleting the account. */
export function SettingsPage() {
  const { data: user } = useSuspenseQuery(sessionQueries.user());
  if (!user) return null;
  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{m.nav_account_settings()}</h1>
        <p className="text-sm text-muted-foreground">{m.acct_lead()}</p>
      </header>
      <NameForm user={user} />
      <EmailForm user={user} />
      <PasswordForm />
      <DeleteAccount user={user} />
    </main>
  );
}
