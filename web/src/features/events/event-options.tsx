import type { EventSummary } from './queries';

/** Those events as the <option>s of a select, by id. */
export function EventOptions({ events }: { events?: EventSummary[] }) {
  return (
    <>
      {events?.map((e) => (
        <option key={e.id} value={e.id}>
          {e.title}
        </option>
      ))}
    </>
  );
}
