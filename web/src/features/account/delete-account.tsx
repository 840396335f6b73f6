import { m } from '@pentas/i18n/messages';
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
    setError(matches ? undefined : m.acct_delete_mismatch());
    if (!matches) return;
    remove.mutate(typed.trim(), {
      onSuccess: () => {
        queryClient.setQueryData(sessionQueries.user().queryKey, null);
        router.history.push('/?account=deleted');
      },
    });
  }

  return (
    <SettingsSection danger title={m.acct_delete_title()} description={m.acct_delete_text()}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id="confirmEmail"
          label={m.acct_delete_type_to_confirm({ email: user.email })}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={setTyped}
          error={error ?? failure?.fields.confirmEmail ?? failure?.message}
        />
        <PendingButton variant="destructive" pending={remove.isPending} pendingLabel={m.order_deleting()}>
          {m.acct_delete_button()}
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
