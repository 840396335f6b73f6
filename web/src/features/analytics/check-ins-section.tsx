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
      title="Check-in progress"
      definition={definitions.checkIns}
      aside={
        <p className="text-sm font-medium tabular" data-testid="checked-in-total">
          {formatCount(data.checkedIn)} of {formatCount(data.issued)} checked in
          {data.issued > 0 && ` (${percent(data.checkedIn, data.issued)})`}
        </p>
      }
    >
      <DataTable
        caption="Checked in per ticket type"
        rows={data.ticketTypes}
        rowKey={(t) => t.ticketTypeId}
        columns={[
          { header: 'Ticket type', cell: (t) => t.name },
          { header: 'Issued', numeric: true, cell: (t) => formatCount(t.issued) },
          { header: 'Checked in', numeric: true, cell: (t) => formatCount(t.checkedIn) },
          { header: 'Share', numeric: true, cell: (t) => percent(t.checkedIn, t.issued) ?? '—' },
        ]}
      />
      {data.arrivals.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has arrived yet.</p>
      ) : (
        <ChartFigure
          title="Arrivals per 15 minutes"
          timeHeader="From"
          bars
          format={chartFormat(data.timeZone, currency, 'time', 15 * 60)}
          data={{
            times: data.arrivals.map((a) => epochSeconds(a.start)),
            series: [{ label: 'Checked in', values: data.arrivals.map((a) => a.checkedIn) }],
          }}
        />
      )}
    </Section>
  );
}
