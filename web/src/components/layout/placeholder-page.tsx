import { Link } from '@tanstack/react-router';
import { ConstructionIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MessagePage } from './message-page';

/** A page whose feature has not shipped yet: says so plainly and offers a way on. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <MessagePage
      figure={<ConstructionIcon className="size-10 text-muted-foreground" aria-hidden />}
      title={title}
      text={description}
    >
      <Button asChild variant="outline">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </MessagePage>
  );
}
