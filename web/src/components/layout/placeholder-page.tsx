import { Link } from '@tanstack/react-router';
import { ConstructionIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A page whose feature has not shipped yet: says so plainly and offers a way on. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <ConstructionIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  );
}
