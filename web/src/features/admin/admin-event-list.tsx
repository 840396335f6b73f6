import { CalendarXIcon } from 'lucide-react';
import { useState } from 'react';
import { Pager, PastLastPage } from '@/components/data/pager';
import { EmptyState } from '@/components/layout/empty-state';
import { toast } from '@/components/ui/sonner';
import { errorToast, type ToastWords } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { AdminEventRow } from './admin-event-row';
import { DeleteEventDialog } from './delete-event-dialog';
import { useDeleteEvent, useRestoreEvent } from './mutations';
import { ADMIN_PAGE_SIZE, type AdminEventFilters, type InventoryEvent, type NumberedPage } from './queries';

/** A failed delete toasts 'Delete Failed' with the server's message, or 'Failed to delete event'. */
const DELETE_FAILED: ToastWords = { title: 'Delete Failed', otherwise: 'Failed to delete event' };
const RESTORE_FAILED: ToastWords = { title: 'Restore Failed', otherwise: 'Failed to restore event' };

/** A failed write's toast; a lost session logs in again (500 ms), like every other signed-in action. */
function failed(words: ToastWords) {
  return (error: unknown) => {
    if (isUnauthorized(error)) return logInAgain();
    const { title, description } = errorToast(error, words);
    toast.error(title, { description });
  };
}

function emptyWords({ deleted, query }: AdminEventFilters) {
  if (query) return { title: 'No Events Found', text: `No ${deleted ? 'deleted ' : ''}events match "${query}".` };
  return deleted
    ? { title: 'No Deleted Events', text: 'Events an admin deletes are listed here, ready to restore.' }
    : { title: 'No Events Yet', text: 'Events appear here as organizers create them.' };
}

/** One page of a filter's events, with delete (after a confirmation) or restore on each. */
export function AdminEventList({ list }: { list: NumberedPage<InventoryEvent, AdminEventFilters> }) {
  const { filters } = list;
  const remove = useDeleteEvent();
  const restore = useRestoreEvent();
  const [confirming, setConfirming] = useState<InventoryEvent | null>(null);
  const noun = filters.deleted ? 'deleted events' : 'events';
  const events = list.items;

  function deleteEvent(event: InventoryEvent) {
    remove.mutate(event.id, {
      onSuccess: () =>
        toast.success('Event Deleted', {
          description: `${event.title} is hidden. Its orders and tickets are kept; restore it from Deleted.`,
        }),
      onError: failed(DELETE_FAILED),
      onSettled: () => setConfirming(null),
    });
  }

  function restoreEvent(event: InventoryEvent) {
    restore.mutate(event.id, {
      onSuccess: () => toast.success('Event Restored', { description: `${event.title} is listed again.` }),
      onError: failed(RESTORE_FAILED),
    });
  }

  if (events.length === 0) {
    if (list.page > 1) return <PastLastPage noun={`list of ${noun}`} />;
    return <EmptyState icon={CalendarXIcon} heading="h2" {...emptyWords(filters)} />;
  }
  return (
    <>
      <ul className="grid gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <AdminEventRow
              event={event}
              restoring={restore.isPending && restore.variables === event.id}
              onDelete={setConfirming}
              onRestore={restoreEvent}
            />
          </li>
        ))}
      </ul>
      <Pager page={list.page} pageSize={ADMIN_PAGE_SIZE} total={list.total} shown={events.length} noun={noun} />
      <DeleteEventDialog
        event={confirming}
        deleting={remove.isPending}
        onConfirm={deleteEvent}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
