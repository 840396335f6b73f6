import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChartFigure } from '@/components/charts/chart';
import { chartFormat } from '@/components/charts/chart-format';
import { DataTable } from '@/components/data/data-table';
import { formatCount } from '@/lib/counts';
import { epochSeconds, percent } from '@/lib/figures';
import { definitions } from './definitions';
import { analyticsQueries } from './queries';
import { Section } from './section';

/** Checked in against issued, per ticket type, and arrivals per 15 minutes on the day. */
export function CheckInsSection({ eventId, currency }: { eventId: number; currency: string }) {
  const { data } = useSuspenseQuery(analyticsQueries.checkIns(eventId));
  return (
    <Section
      title={m.stats_check_in_progress()}
      definition={definitions.checkIns()}
      aside={
        <p className="text-sm font-medium tabular" data-testid="checked-in-total">
          {data.issued > 0
            ? m.stats_checked_in_total_share({
                checkedIn: formatCount(data.checkedIn),
                issued: formatCount(data.issued),
                share: percent(data.checkedIn, data.issued) ?? '',
              })
            : m.stats_checked_in_total({ checkedIn: formatCount(data.checkedIn), issued: formatCount(data.issued) })}
        </p>
      }
    >
      <DataTable
        caption={m.stats_checked_in_per_type()}
        rows={data.ticketTypes}
        rowKey={(t) => t.ticketTypeId}
        columns={[
          { header: m.stats_col_ticket_type(), cell: (t) => t.name },
          { header: m.stats_col_issued(), numeric: true, cell: (t) => formatCount(t.issued) },
          { header: m.stats_checked_in(), numeric: true, cell: (t) => formatCount(t.checkedIn) },
          { header: m.stats_col_share(), numeric: true, cell: (t) => percent(t.checkedIn, t.issued) ?? '—' },
        ]}
      />
      {data.arrivals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.stats_nobody_arrived()}</p>
      ) : (
        <ChartFigure
          title={m.stats_arrivals_per_15()}
          timeHeader={m.stats_from()}
          bars
          format={chartFormat(data.timeZone, currency, 'time', 15 * 60)}
          data={{
            times: data.arrivals.map((a) => epochSeconds(a.start)),
            series: [{ label: m.stats_checked_in(), values: data.arrivals.map((a) => a.checkedIn) }],
          }}
        />
      )}
    </Section>
  );
}
