import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type MyEntry = components['schemas']['MyWaitingListEntry'];
export type ListOfType = components['schemas']['WaitingListOfType'];
export type StaffEntry = components['schemas']['StaffWaitingListEntry'];

export const waitingListQueries = {
  all: () => ['waiting-list'] as const,
  /** The signed-in buyer's entries (the dashboard). */
  mine: () =>
    queryOptions({
      queryKey: [...waitingListQueries.all(), 'mine'],
      queryFn: () => unwrap(api.GET('/api/my-waiting-list')),
    }),
  /** Which types of a public event have a list on (the event page). */
  open: (eventId: number) =>
    queryOptions({
      queryKey: [...waitingListQueries.all(), 'open', eventId],
      queryFn: () => unwrap(api.GET('/api/events/{id}/waiting-lists', { params: { path: { id: eventId } } })),
    }),
  /** An event's lists as its organizer and admins see them. */
  ofEvent: (eventId: number) =>
    queryOptions({
      queryKey: [...waitingListQueries.all(), 'event', eventId],
      queryFn: () => unwrap(api.GET('/api/events/{id}/waiting-list', { params: { path: { id: eventId } } })),
    }),
};
