import { m } from '@pentas/i18n/messages';
import { LayoutGridIcon, TableIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchBox } from '@/components/ui/search-box';
import type { TrackerFilters } from './queries';
import type { TrackerSearch, TrackerView } from './tracker-search';

// The options' words, made as the bar renders (in the page's language).
const rangeLabels = (): Record<TrackerFilters['range'], string> => ({
  all: m.box_range_all(),
  today: m.box_range_today(),
  week: m.box_range_week(),
  month: m.box_range_month(),
});
const sortLabels = (): Record<TrackerFilters['sort'], string> => ({
  createdAt: m.box_sort_created(),
  totalValue: m.box_value(),
  userName: m.box_recipient(),
  eventTitle: m.pdf_event(),
});
const directionLabels = (): Record<TrackerFilters['direction'], string> => ({
  desc: m.box_descending(),
  asc: m.box_ascending(),
});
// The two views, a button each; aria-pressed marks the one shown.
const viewButtons = [
  { value: 'table', label: m.box_view_table, Icon: TableIcon },
  { value: 'cards', label: m.box_view_cards, Icon: LayoutGridIcon },
] as const;

function Choice<T extends string>({
  id,
  label,
  value,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.keys(labels) as T[]).map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The manual ticket tracker's filters: search (e-mail, name, event, order id, generator), date range,
 * sort and direction, and the table or cards view. `text` is the search as typed; the page puts it in
 * the address once typing pauses.
 */
export function TrackerFilterBar({
  text,
  onTextChange,
  filters,
  view,
  onChange,
}: {
  text: string;
  onTextChange: (text: string) => void;
  filters: TrackerFilters;
  view: TrackerView;
  onChange: (change: TrackerSearch) => void;
}) {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-4">
      <SearchBox id="tracker-search" value={text} onChange={onTextChange} label={m.box_tracker_search()} />
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          id="tracker-range"
          label={m.box_date_range()}
          value={filters.range}
          labels={rangeLabels()}
          onChange={(range) => onChange({ range })}
        />
        <Choice
          id="tracker-sort"
          label={m.box_sort_by()}
          value={filters.sort}
          labels={sortLabels()}
          onChange={(sort) => onChange({ sort })}
        />
        <Choice
          id="tracker-direction"
          label={m.box_sort_order()}
          value={filters.direction}
          labels={directionLabels()}
          onChange={(direction) => onChange({ direction })}
        />
        <fieldset className="ml-auto flex flex-wrap gap-1" aria-label={m.box_view()}>
          {viewButtons.map(({ value, label, Icon }) => (
            <Button
              key={value}
              type="button"
              variant={view === value ? 'default' : 'outline'}
              aria-pressed={view === value}
              onClick={() => onChange({ view: value })}
            >
              <Icon aria-hidden /> {label()}
            </Button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
