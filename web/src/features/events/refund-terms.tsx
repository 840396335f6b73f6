import { m } from '@pentas/i18n/messages';
import { buyerRefundDeadlines, formatPolicyDay } from '@pentas/openapi/refund-policy';
import { Link } from '@tanstack/react-router';

/**
 * The refund policy as it applies to this event, before buying (issue 29): until which day a buyer gets
 * the ticket price back less the service fee, until which 75%, and that an organizer's cancellation
 * refunds everything. Dates on the event's calendar, as the policy counts them.
 */
export function RefundTerms({ event }: { event: { dateTime: string; timeZone: string } }) {
  const onDay = (day: { year: number; month: number; day: number }) => formatPolicyDay(day, event.timeZone);
  const terms = buyerRefundDeadlines(event.dateTime, event.timeZone).map((t) =>
    t.percent === 100
      ? m.refund_terms_full({ day: onDay(t.lastDay) })
      : m.refund_terms_part({ percent: t.percent, day: onDay(t.lastDay) }),
  );
  return (
    <p className="text-sm text-muted-foreground" data-testid="refund-terms">
      {terms.length ? m.refund_terms_open({ terms: terms.join('; ') }) : m.refund_terms_closed()}{' '}
      {m.refund_terms_cancel()}{' '}
      <Link to="/refunds" className="underline underline-offset-2 hover:text-foreground">
        {m.refund_terms_policy_link()}
      </Link>
    </p>
  );
}
