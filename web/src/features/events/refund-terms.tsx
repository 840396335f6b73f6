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
      ? `the ticket price less the service fee until ${onDay(t.lastDay)}`
      : `${t.percent}% of it until ${onDay(t.lastDay)}`,
  );
  return (
    <p className="text-sm text-muted-foreground" data-testid="refund-terms">
      {terms.length
        ? `Can't go? Ask for a refund: ${terms.join('; ')}; none after that.`
        : "Can't go? Refunds are closed for this event, barring exceptional circumstances."}{' '}
      If the organizer cancels, you get everything back, fees included.{' '}
      <Link to="/refunds" className="underline underline-offset-2 hover:text-foreground">
        Refund policy
      </Link>
    </p>
  );
}
