import { Button } from '@/components/ui/button';
import type { ManagedEvent } from '../events/queries';

/** The analytics page's event selector buttons. Real buttons; the chosen one says so with aria-pressed. */
export function EventSelector({
  events,
  selected,
  onSelect,
}: {
  events: ManagedEvent[];
  selected: number | undefined;
  onSelect: (eventId: number | undefined) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Choose an event</legend>
      <Button
        type="button"
        size="sm"
        variant={selected === undefined ? 'default' : 'outline'}
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        All events
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
  );
}
