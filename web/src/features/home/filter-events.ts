import type { EventSummary } from '@/features/events/queries';

/** The signed-in home's search, on the client: title, description and venue, case-insensitive. */
export function filterEvents(events: EventSummary[], text: string): EventSummary[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return events;
  return events.filter((e) => [e.title, e.description, e.venue].some((field) => field.toLowerCase().includes(needle)));
}
