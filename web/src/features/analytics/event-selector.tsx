import { m } from '@pentas/i18n/messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ManagedEvent } from '../events/queries';

interface SelectorProps {
  events: ManagedEvent[];
  selected: number | undefined;
  onSelect: (eventId: number | undefined) => void;
}

/** On a phone: one select (a dozen pills would fill the screen). */
function EventSelect({ events, selected, onSelect }: SelectorProps) {
  return (
    <div className="space-y-2 sm:hidden">
      <Label htmlFor="analytics-event">{m.stats_event()}</Label>
      <NativeSelect
        id="analytics-event"
        value={selected ?? ''}
        onChange={(e) => onSelect(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{m.stats_all_events()}</option>
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The analytics page's event selector: buttons on wide screens (the chosen one says so with
 * aria-pressed), a select on phones. Only one of the two is displayed.
 */
export function EventSelector(props: SelectorProps) {
  const { events, selected, onSelect } = props;
  return (
    <>
      <EventSelect {...props} />
      <fieldset className="hidden flex-wrap gap-2 sm:flex">
        <legend className="sr-only">{m.stats_choose_event()}</legend>
        <Button
          type="button"
          size="sm"
          variant={selected === undefined ? 'default' : 'outline'}
          aria-pressed={selected === undefined}
          onClick={() => onSelect(undefined)}
        >
          {m.stats_all_events()}
        </Button>
        {events.map((e) => (
          <Button
            key={e.id}
            type="button"
            size="sm"
            variant={selected === e.id ? 'default' : 'outline'}
            aria-pressed={selected === e.id}
            onClick={() => onSelect(e.id)}
            className="max-w-full"
          >
            <span className="truncate">{e.title}</span>
          </Button>
        ))}
      </fieldset>
    </>
  );
}
