import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { ShieldXIcon } from 'lucide-react';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';

/** The reseller pages' refusal, shown as a page (not a toast), with the way home. */
export function AccessDeniedPage({ text }: { text: string }) {
  return (
    <MessagePage
      figure={<ShieldXIcon className="size-10 text-destructive" aria-hidden />}
      title={m.auth_access_denied()}
      text={text}
    >
      <Button asChild size="lg">
        <Link to="/">{m.auth_return_home()}</Link>
      </Button>
    </MessagePage>
  );
}
