import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  return (
    <MessagePage
      figure={<p className="text-6xl font-bold text-primary tabular">404</p>}
      title={m.not_found_title()}
      text={m.not_found_text()}
    >
      <Button asChild size="lg">
        <Link to="/">{m.not_found_go_home()}</Link>
      </Button>
    </MessagePage>
  );
}
