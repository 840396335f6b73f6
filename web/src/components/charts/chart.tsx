import { m } from '@pentas/i18n/messages';
import { lazy, Suspense, useId, useState } from 'react';
import { DataTable } from '@/components/data/data-table';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/table-columns';
import { formatCount } from '@/lib/counts';

export interface ChartSeries {
  label: string;
  /** Counts, or money in minor units (`money`), one per time. */
  values: number[];
  money?: boolean;
  /** A running total: a line on an axis of its own (right), never on the per-bucket bars' axis. */
  cumulative?: boolean;
}

export interface ChartData {
  /** Each point's time, in epoch seconds. */
  times: number[];
  series: ChartSeries[];
}

export interface ChartFormat {
  /** The event's zone: axis and table times are read on its clock. */
  timeZone: string;
  /** The event's currency, for money series. */
  currency: string;
  /** A point's time as the table's first column shows it. */
  formatTime: (seconds: number) => string;
  /** A tick's time on the chart's axis, short. */
  axisTime: (seconds: number) => string;
  formatMoney: (minor: number) => string;
  /** Money on an axis tick, short: 'RM 20K'. */
  axisMoney: (minor: number) => string;
  /** The bucket size when the data has a single point (else the gap between points). */
  stepSeconds: number;
}

// uPlot is loaded only when a chart is drawn: it is in no chunk but this page's (landing budget).
const UplotChart = lazy(() => import('./uplot-chart'));

/**
 * A chart with the same numbers as a table: the table is always there for screen readers (the
 * canvas is hidden from them) and shown on the page with 'Show table'.
 */
export function ChartFigure({
  title,
  timeHeader,
  data,
  format,
  bars = false,
}: {
  title: string;
  timeHeader: string;
  data: ChartData;
  format: ChartFormat;
  bars?: boolean;
}) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const columns: Column<number>[] = [
    { header: timeHeader, cell: (i) => format.formatTime(data.times[i]) },
    ...data.series.map((s) => ({
      header: s.label,
      numeric: true,
      cell: (i: number) => (s.money ? format.formatMoney(s.values[i]) : formatCount(s.values[i])),
    })),
  ];
  return (
    <figure className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="min-w-0 font-medium">{title}</figcaption>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? m.stats_hide_table() : m.stats_show_table()}
        </Button>
      </div>
      {/* The chart's height kept while uPlot arrives, so nothing below jumps. */}
      <Suspense fallback={<div className="h-[250px]" />}>
        <UplotChart data={data} format={format} bars={bars} />
      </Suspense>
      <div id={tableId} className={tableShown ? undefined : 'sr-only'}>
        <DataTable
          caption={title}
          captionHidden
          columns={columns}
          rows={data.times.map((_, i) => i)}
          rowKey={(i) => data.times[i]}
        />
      </div>
    </figure>
  );
}
