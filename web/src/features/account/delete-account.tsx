import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { serverErrors } from '@/features/auth/auth-forms';
import { type CurrentUser, sessionQueries } from '@/lib/session';
import { useDeleteAccount } from './mutations';
import { SettingsSection } from './settings-section';

/** Deleting the account: the address typed to confirm; the server's refusal (an event to come) beside it. */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const remove = useDeleteAccount();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const failure = remove.error ? serverErrors(remove.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const matches = typed.trim().toLowerCase() === user.email;
    setError(matches ? undefined : 'Type your email address exactly to confirm.');
    if (!matches) return;
    remove.mutate(typed.trim(), {
      onSuccess: () => {
        queryClient.setQueryData(sessionQueries.user().queryKey, null);
        router.history.push('/?account=deleted');
      },
    });
  }

  return (
    <SettingsSection
      danger
      title="Delete account"
      description="Your name and email are removed and you can't log in again. Orders and tickets stay on the organizers' records without your name. This can't be undone."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="confirmEmail"
          label={`Type ${user.email} to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={setTyped}
          error={error ?? failure?.fields.confirmEmail ?? failure?.message}
        />
        <PendingButton variant="destructive" pending={remove.isPending} pendingLabel="Deleting...">
          Delete my account
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
