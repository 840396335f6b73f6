import { m } from '@pentas/i18n/messages';
import { Button } from '@/components/ui/button';
import { DayField } from '@/components/ui/day-field';
import { rangeProblem } from '@/lib/figures';
import { type DateRange, rangePresets } from './date-range';

/**
 * The days a reseller page shows: presets (pressed when they are the range shown) and two date
 * inputs. A range the API would refuse (the first day after the last, over 366 days) is said here.
 */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const problem = rangeProblem(range.dateFrom, range.dateTo);
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{m.resell_date_range()}</legend>
      <div className="flex flex-wrap items-end gap-3">
        {rangePresets().map((preset) => (
          <Button
            key={preset.label}
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={preset.range.dateFrom === range.dateFrom && preset.range.dateTo === range.dateTo}
            className="aria-pressed:border-primary aria-pressed:bg-primary/10"
            onClick={() => onChange(preset.range)}
          >
            {preset.label}
          </Button>
        ))}
        <DayField
          id="dateFrom"
          label={m.resell_date_from()}
          value={range.dateFrom}
          max={range.dateTo}
          onChange={(dateFrom) => onChange({ ...range, dateFrom })}
        />
        <DayField
          id="dateTo"
          label={m.resell_date_to()}
          value={range.dateTo}
          min={range.dateFrom}
          onChange={(dateTo) => onChange({ ...range, dateTo })}
        />
        {(range.dateFrom || range.dateTo) && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({})}>
            {m.resell_clear_dates()}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
