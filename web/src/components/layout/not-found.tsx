import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  return (
    <MessagePage
      figure={<p className="text-6xl font-bold text-primary tabular">404</p>}
      title="Page Not Found"
      text="The page you're looking for doesn't exist."
    >
      <Button asChild size="lg">
        <Link to="/">Go Home</Link>
      </Button>
    </MessagePage>
  );
}
