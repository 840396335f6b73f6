import { Loader2Icon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** A submit button that shows a spinner and its pending words ('Creating...') while work runs. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending && <Loader2Icon className="animate-spin" aria-hidden />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A form-level error (one not tied to a field), announced to screen readers. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
