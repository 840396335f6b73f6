import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { serverErrors } from '@/features/auth/auth-forms';
import { useConfirmEmail } from './mutations';

const OUTCOME_WORDS = {
  changed: 'Your e-mail address is changed. We told your old address too.',
  confirmed: 'Thank you: your e-mail address is confirmed.',
  'link-invalid': 'That link has expired or was already used. Nothing was changed.',
} as const;

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
          <CardTitle className="text-2xl">Confirm your e-mail address</CardTitle>
          <CardDescription>One click, and this address is the one we write to about your tickets.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {outcome ? (
            <>
              {outcome === 'link-invalid' ? (
                <FormAlert message={OUTCOME_WORDS[outcome]} />
              ) : (
                <p role="status" className="rounded-md bg-primary/10 p-3 text-sm">
                  {OUTCOME_WORDS[outcome]}
                </p>
              )}
              <Button asChild className="w-full">
                <Link to="/settings">Go to your settings</Link>
              </Button>
            </>
          ) : !token ? (
            <FormAlert message="This link is incomplete. Open the link from the mail again." />
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate(token);
              }}
              className="space-y-4"
            >
              <FormAlert message={failure?.message ?? null} />
              <PendingButton className="w-full" pending={confirm.isPending} pendingLabel="Confirming...">
                Confirm my e-mail address
              </PendingButton>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
