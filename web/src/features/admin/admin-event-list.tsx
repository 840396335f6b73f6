import { m } from '@pentas/i18n/messages';
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
const deleteFailed = (): ToastWords => ({ title: m.ops_delete_failed(), otherwise: m.ops_delete_event_failed() });
const restoreFailed = (): ToastWords => ({ title: m.ops_restore_failed(), otherwise: m.ops_restore_event_failed() });

/** A failed write's toast; a lost session logs in again (500 ms), like every other signed-in action. */
function failed(words: ToastWords) {
  return (error: unknown) => {
    if (isUnauthorized(error)) return logInAgain();
    const { title, description } = errorToast(error, words);
    toast.error(title, { description });
  };
}

function emptyWords({ deleted, query }: AdminEventFilters) {
  if (query) {
    return {
      title: m.discover_none_title(),
      text: deleted ? m.ops_deleted_events_no_match({ query }) : m.ops_events_no_match({ query }),
    };
  }
  return deleted
    ? { title: m.ops_no_deleted_events(), text: m.ops_no_deleted_events_text() }
    : { title: m.ops_no_events_yet(), text: m.ops_no_events_yet_text() };
}

/** One page of a filter's events, with delete (after a confirmation) or restore on each. */
export function AdminEventList({ list }: { list: NumberedPage<InventoryEvent, AdminEventFilters> }) {
  const { filters } = list;
  const remove = useDeleteEvent();
  const restore = useRestoreEvent();
  const [confirming, setConfirming] = useState<InventoryEvent | null>(null);
  const noun = filters.deleted ? m.ops_noun_deleted_events() : m.ops_noun_events();
  const events = list.items;

  function deleteEvent(event: InventoryEvent) {
    remove.mutate(event.id, {
      onSuccess: () =>
        toast.success(m.ops_event_deleted(), { description: m.ops_event_deleted_text({ title: event.title }) }),
      onError: failed(deleteFailed()),
      onSettled: () => setConfirming(null),
    });
  }

  function restoreEvent(event: InventoryEvent) {
    restore.mutate(event.id, {
      onSuccess: () =>
        toast.success(m.ops_event_restored(), { description: m.ops_event_restored_text({ title: event.title }) }),
      onError: failed(restoreFailed()),
    });
  }

  if (events.length === 0) {
    if (list.page > 1) {
      return <PastLastPage noun={filters.deleted ? m.ops_list_of_deleted_events() : m.ops_list_of_events()} />;
    }
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
