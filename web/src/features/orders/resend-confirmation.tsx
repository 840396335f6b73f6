import { m } from '@pentas/i18n/messages';
import { ApiError, unwrap } from '@pentas/openapi';
import { useMutation } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';

function useResend(orderId: string) {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/orders/{id}/resend-confirmation', { params: { path: { id: orderId } } })),
    onError: (error) => {
      if (isUnauthorized(error)) logInAgain();
    },
  });
}

/** What the button's answer says beside it: where the mail went, or why not (the 429's words). */
function resendAnswer(mutation: ReturnType<typeof useResend>) {
  if (mutation.isSuccess)
    return { tone: 'text-muted-foreground', text: m.order_sent_again_to({ recipient: mutation.data.recipient }) };
  if (!mutation.isError) return null;
  const error = mutation.error;
  const text = error instanceof ApiError ? error.message : m.order_resend_failed();
  return { tone: 'text-destructive', text };
}

/**
 * An order's confirmation mail sent again (at most 3 times an hour: the server says when beyond), with
 * its answer beside the button: on the buyer's order page, and on the event's Orders screen for an
 * attendee who lost it.
 */
export function ResendConfirmation({
  orderId,
  label,
  className,
}: {
  orderId: string;
  label: string;
  className?: string;
}) {
  const resend = useResend(orderId);
  const answer = resendAnswer(resend);
  return (
    <div className={`space-y-2 ${className ?? ''}`}>
      <Button variant="outline" className="w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
        <MailIcon aria-hidden /> {resend.isPending ? m.sending() : label}
      </Button>
      {answer && (
        <p role={resend.isError ? 'alert' : 'status'} className={`text-sm ${answer.tone}`}>
          {answer.text}
        </p>
      )}
    </div>
  );
}
