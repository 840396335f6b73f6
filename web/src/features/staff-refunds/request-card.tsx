import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatEventDateTime, formatPrice } from '@pentas/openapi';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TicketStatusBadge } from '@/features/tickets/ticket-status';
import { useApproveRequest, useRefuseRequest } from './mutations';
import type { RefundRequest } from './queries';
import { serverProblems } from './refund-form';

/** What the policy gives a buyer's own request today, in words (decision 52: nothing under 7 days). */
function policyWords(request: RefundRequest) {
  const { tier, percent, refundMinor } = request.policy;
  const amount = formatPrice(refundMinor, request.order.currency);
  if (tier === 'nothing_paid') return m.sales_policy_free();
  if (tier === 'postponed') return m.sales_policy_postponed({ amount });
  if (percent === 0) return m.sales_policy_nothing();
  return m.sales_policy_would({ percent, amount });
}

/**
 * One buyer's request: their reason, the tickets, what the policy would give, and Approve (the tickets'
 * full price) or Refuse (a reason the buyer is mailed). An answered one shows the answer.
 */
export function RequestCard({ request }: { request: RefundRequest }) {
  const money = (minor: number) => formatPrice(minor, request.order.currency);
  const approve = useApproveRequest();
  const [refusing, setRefusing] = useState(false);
  const failed = serverProblems(approve.error);
  return (
    <Card className="grid gap-3 p-4" data-testid="refund-request">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{request.event.title}</h3>
        <Badge variant="outline" className="tabular">
          {m.pdf_order_number({ number: request.order.number })}
        </Badge>
        {request.state !== 'requested' && (
          <Badge variant={request.state === 'approved' ? 'green' : 'gray'}>
            {request.state === 'approved' ? m.order_request_approved() : m.order_request_refused()}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground tabular">
        {m.sales_asked_line({
          starts: formatEventDateTime(request.event.startsAt, request.event.timeZone),
          asked: formatActionTime(request.createdAt),
        })}
      </p>
      <p className="text-sm">
        <span className="font-medium">{request.buyer.name ?? m.sales_buyer()}</span>{' '}
        <span className="break-all text-muted-foreground">{request.buyer.email}</span>
      </p>
      <blockquote className="border-l-2 pl-3 text-sm italic">“{request.reason}”</blockquote>
      <ul className="grid gap-1 text-sm">
        {request.tickets.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-2">
            <span>{t.typeName}</span>
            <TicketStatusBadge status={t.status} />
            <span className="text-muted-foreground tabular">{money(t.priceMinor)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm tabular">
        {m.sales_full_price()} <strong>{money(request.ticketsMinor)}</strong>. {policyWords(request)}
      </p>
      {request.decision && (
        <p className="text-sm text-muted-foreground">
          {m.sales_answered({ time: formatActionTime(request.decision.decidedAt) })}
          {request.decision.note ? `: ${request.decision.note}` : '.'}
        </p>
      )}
      {request.state === 'requested' &&
        (refusing ? (
          <RefuseForm request={request} onCancel={() => setRefusing(false)} />
        ) : (
          <div className="space-y-2">
            <FormAlert message={failed.message ?? Object.values(failed.fields)[0]} />
            <div className="flex flex-wrap gap-2">
              <PendingButton
                type="button"
                pending={approve.isPending}
                pendingLabel={m.sales_approving()}
                onClick={() => approve.mutate({ id: request.id })}
              >
                {m.sales_approve_refund({
                  amount: money(Math.min(request.ticketsMinor, request.order.paidMinor - request.order.refundedMinor)),
                })}
              </PendingButton>
              <Button type="button" variant="outline" onClick={() => setRefusing(true)}>
                {m.sales_refuse()}
              </Button>
            </div>
          </div>
        ))}
    </Card>
  );
}

function RefuseForm({ request, onCancel }: { request: RefundRequest; onCancel: () => void }) {
  const id = useId();
  const refuse = useRefuseRequest();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const failed = serverProblems(refuse.error);
  function submit(e: FormEvent) {
    e.preventDefault();
    const found = reason.trim() ? undefined : m.sales_refuse_say_why();
    setProblem(found);
    if (!found) refuse.mutate({ id: request.id, reason: reason.trim() });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id={id} label={m.sales_refuse_reason()} error={problem ?? failed.fields.reason}>
        {(aria) => <Textarea {...aria} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <FormAlert message={failed.message} />
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" variant="destructive" pending={refuse.isPending} pendingLabel={m.sales_refusing()}>
          {m.sales_refuse_request()}
        </PendingButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.sales_back()}
        </Button>
      </div>
    </form>
  );
}
