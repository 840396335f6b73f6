import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventDateTime } from '@pentas/openapi';
import { CalendarClockIcon, CalendarXIcon } from 'lucide-react';

interface BannerEvent {
  dateTime: string;
  timeZone: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  postponedFrom: string | null;
}

/**
 * The event page's word on a called-off or moved event (decisions 58 and 59): "Cancelled" with the
 * organizer's reason (its page stays, nothing is sold), or "Postponed: now on …" with the first date.
 */
export function EventStatusBanner({ event }: { event: BannerEvent }) {
  if (event.cancelledAt) {
    return (
      <div role="status" className="flex gap-3 rounded-lg bg-destructive/10 p-4 text-sm" data-testid="event-cancelled">
        <CalendarXIcon className="size-5 shrink-0 text-destructive" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-destructive">{m.status_cancelled()}</p>
          <p>{m.org_banner_cancelled_text()}</p>
          {event.cancelReason && (
            <p className="text-muted-foreground">{m.mail_organizer_words({ words: event.cancelReason })}</p>
          )}
        </div>
      </div>
    );
  }
  if (event.postponedFrom) {
    return (
      <div role="status" className="flex gap-3 rounded-lg bg-muted p-4 text-sm" data-testid="event-postponed">
        <CalendarClockIcon className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold tabular">
            {m.org_banner_postponed_now_on({ when: formatEventDateTime(event.dateTime, event.timeZone) })}
          </p>
          <p className="text-muted-foreground tabular">
            {m.org_banner_postponed_was_on({ date: formatEventDate(event.postponedFrom, event.timeZone) })}
          </p>
        </div>
      </div>
    );
  }
  return null;
}
