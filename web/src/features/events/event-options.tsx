import { type EventSummary, eventQueries } from './queries';

/** The listed events a picker offers (the scanner's door, an affiliate's embed): the first 50. */
export const pickableEvents = () => eventQueries.list({ pageSize: 50 });

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
