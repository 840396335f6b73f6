import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { serverErrors } from '@/features/auth/auth-forms';
import { useConfirmEmail } from './mutations';

type Outcome = NonNullable<ReturnType<typeof useConfirmEmail>['data']>['outcome'];

/** What the page says once the link is used, in the language of the render. */
function outcomeWords(outcome: Outcome) {
  if (outcome === 'changed') return m.auth_email_changed();
  if (outcome === 'confirmed') return m.auth_email_confirmed();
  return m.auth_email_link_invalid();
}

/**
 * The page a mail's confirmation link opens: it asks before confirming, so a mail scanner that follows
 * the link changes nothing (decisions.md item 63). The button's POST does it.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const outcome = confirm.data?.outcome;
  const failure = confirm.error ? serverErrors(confirm.error) : null;

  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{m.auth_confirm_email_title()}</CardTitle>
          <CardDescription>{m.auth_confirm_email_lead()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {outcome ? (
            <>
              {outcome === 'link-invalid' ? (
                <FormAlert message={outcomeWords(outcome)} />
              ) : (
                <p role="status" className="rounded-md bg-primary/10 p-3 text-sm">
                  {outcomeWords(outcome)}
                </p>
              )}
              <Button asChild className="w-full">
                <Link to="/settings">{m.auth_go_to_settings()}</Link>
              </Button>
            </>
          ) : !token ? (
            <FormAlert message={m.auth_confirm_link_incomplete()} />
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate(token);
              }}
              className="space-y-4"
            >
              <FormAlert message={failure?.message ?? null} />
              <PendingButton className="w-full" pending={confirm.isPending} pendingLabel={m.auth_confirming()}>
                {m.auth_confirm_email_button()}
              </PendingButton>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
