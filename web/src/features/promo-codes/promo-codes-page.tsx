import { m } from '@pentas/i18n/messages';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, TagIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Pager, PastLastPage } from '@/components/data/pager';
import { RecordTable } from '@/components/data/record-table';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/sonner';
import type { Column } from '@/components/ui/table-columns';
import { ListProblem } from '@/features/admin/list-problem';
import { AdminListSkeleton } from '@/features/admin/list-skeleton';
import { myEventQueries } from '@/features/events/queries';
import { errorToast } from '@/lib/error-toasts';
import { cn } from '@/lib/utils';
import { BulkDialog } from './bulk-dialog';
import { CodeDialog, type CodeDialogTarget } from './code-dialog';
import type { CodeEvent } from './code-settings-fields';
import {
  codeStateLooks,
  discountWords,
  kindWords,
  perBuyerWords,
  reservedWords,
  typesWords,
  usesWords,
  validityWords,
} from './code-words';
import { useDeleteCode } from './mutations';
import { CODES_PAGE_SIZE, type PromoCode, promoCodeQueries } from './queries';

/**
 * An event's "Promo codes" (its organizer's and admins'): each code with what it does, when, and how
 * many tickets were bought with it; new, edit and delete in dialogs, and codes made in bulk.
 */
export function PromoCodesPage({ eventId, page }: { eventId: number; page: number }) {
  const { data: event } = useSuspenseQuery(myEventQueries.detail(eventId));
  const list = useQuery({
    ...promoCodeQueries.list(eventId, page),
    placeholderData: keepPreviousData,
    // The route's loader asked already: no second request as the page mounts.
    refetchOnMount: false,
  });
  const [editing, setEditing] = useState<CodeDialogTarget>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const remove = useDeleteCode();
  const codeEvent: CodeEvent = {
    currency: event.currency,
    timeZone: event.timeZone,
    ticketTypes: event.ticketTypes.map((t) => ({ id: t.id, name: t.name, hidden: t.hidden })),
  };

  const columns: Column<PromoCode>[] = [
    {
      header: m.sales_code(),
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold break-words">{c.code}</span>
          <Badge variant={codeStateLooks[c.state].variant}>{codeStateLooks[c.state].text()}</Badge>
        </span>
      ),
    },
    { header: m.sales_kind(), cell: (c) => kindWords(c.kind) },
    { header: m.sales_discount(), cell: (c) => discountWords(c.discount, event.currency) },
    { header: m.sales_ticket_types(), cell: (c) => typesWords(c.ticketTypeIds, event.ticketTypes) },
    { header: m.sales_valid(), cell: (c) => <span className="tabular">{validityWords(c, event.timeZone)}</span> },
    {
      header: m.sales_uses(),
      cell: (c) => (
        <span className="tabular">
          {usesWords(c)}
          {c.maxPerBuyer !== null && (
            <span className="block text-xs text-muted-foreground">{perBuyerWords(c.maxPerBuyer)}</span>
          )}
        </span>
      ),
    },
    { header: m.sales_reserved(), cell: (c) => <span className="tabular">{reservedWords(c.reservedQuantity)}</span> },
    { header: m.sales_reseller(), cell: (c) => c.affiliateCode ?? m.sales_none() },
    {
      header: m.sales_actions(),
      cell: (c) => (
        <span className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing({ mode: 'edit', code: c })}
            aria-label={m.sales_edit_named({ code: c.code })}
          >
            <PencilIcon aria-hidden /> {m.dashboard_edit()}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            onClick={() => setDeleting(c)}
            aria-label={m.sales_delete_named({ code: c.code })}
          >
            <Trash2Icon aria-hidden /> {m.order_delete()}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.ops_promo_codes()}</h1>
          <p className="mt-1 text-muted-foreground">{m.sales_codes_intro({ title: event.title })}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon aria-hidden /> {m.sales_new_code()}
          </Button>
          <Button variant="outline" onClick={() => setBulkOpen(true)}>
            <UploadIcon aria-hidden /> {m.sales_create_in_bulk()}
          </Button>
        </div>
      </div>
      <section className="mt-6" aria-label={m.sales_codes()}>
        {!list.data ? (
          list.isError ? (
            <ListProblem what={m.sales_the_codes()} onRetry={() => list.refetch()} />
          ) : (
            <AdminListSkeleton rows={3} label={m.sales_loading_what({ what: m.sales_the_codes() })} />
          )
        ) : list.data.items.length === 0 && page > 1 ? (
          <PastLastPage noun={m.sales_list_of({ noun: m.sales_noun_codes() })} />
        ) : (
          <div
            className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
            aria-busy={list.isPlaceholderData}
          >
            <RecordTable
              caption={m.sales_codes()}
              captionHidden
              columns={columns}
              rows={list.data.items}
              rowKey={(c) => c.id}
              empty={<EmptyState icon={TagIcon} title={m.sales_no_codes()} text={m.sales_no_codes_text()} />}
            />
            <Pager
              page={page}
              pageSize={CODES_PAGE_SIZE}
              total={list.data.total}
              shown={list.data.items.length}
              noun={m.sales_noun_codes()}
            />
          </div>
        )}
      </section>
      <CodeDialog eventId={eventId} event={codeEvent} target={editing} onClose={() => setEditing(null)} />
      <BulkDialog
        eventId={eventId}
        event={codeEvent}
        eventTitle={event.title}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.sales_delete_code_title({ code: deleting?.code ?? '' })}
        action={m.sales_delete_code()}
        pendingLabel={m.order_deleting()}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              const { title, description } = errorToast(error, { title: m.ops_delete_failed() });
              toast.error(title, { description });
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        {m.sales_delete_code_text()}{' '}
        {deleting && deleting.used > 0 ? `${m.sales_delete_code_used({ count: deleting.used })} ` : ''}
        {deleting && deleting.reservedQuantity > 0 ? m.sales_delete_code_reserved() : ''}
      </ConfirmDialog>
    </main>
  );
}
