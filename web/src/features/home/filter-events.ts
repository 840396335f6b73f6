import type { EventSummary } from '@/features/events/queries';

/** Client-side search over title, description and venue, case-insensitive (spec 'Signed-in home'). */
export function filterEvents(events: EventSummary[], text: string): EventSummary[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return events;
  return events.filter((e) => [e.title, e.description, e.venue].some((field) => field.toLowerCase().includes(needle)));
}
