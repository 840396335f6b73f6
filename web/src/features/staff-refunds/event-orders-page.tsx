import { m } from '@pentas/i18n/messages';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ReceiptIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { myEventQueries } from '@/features/events/queries';
import { useCurrentUser } from '@/lib/session';
import { OrderCard } from './order-card';
import { PagedList } from './paged-list';
import { type EventOrder, staffRefundQueries } from './queries';
import { RefundDialog } from './refund-dialog';
import { searchProblem } from './refund-words';

export interface OrdersSearch {
  q?: string;
  page?: number;
}

/**
 * An event's "Orders" (its organizer's and admins'): paid orders newest first, found by order number
 * or the buyer's whole e-mail, each with its tickets and amounts and a "Refund" dialog. The search and
 * the page live in the address.
 */
export function EventOrdersPage({
  eventId,
  search,
  onSearchChange,
}: {
  eventId: number;
  search: OrdersSearch;
  onSearchChange: (next: OrdersSearch) => void;
}) {
  const { data: event } = useSuspenseQuery(myEventQueries.detail(eventId));
  const { can } = useCurrentUser();
  const page = search.page ?? 1;
  const list = useQuery({
    ...staffRefundQueries.orders(eventId, search.q, page),
    placeholderData: keepPreviousData,
    // The route's loader asked already: no second request as the page mounts.
    refetchOnMount: false,
  });
  const [refunding, setRefunding] = useState<EventOrder | null>(null);

  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.dashboard_tab_orders()}</h1>
      <p className="mt-1 text-muted-foreground">{m.sales_orders_intro({ title: event.title })}</p>
      <OrderSearchForm initial={search.q ?? ''} onSearch={(q) => onSearchChange({ q: q || undefined })} />
      <section className="mt-6" aria-label={m.dashboard_tab_orders()}>
        <PagedList
          list={list}
          page={page}
          noun={m.sales_noun_orders()}
          what={m.sales_the_orders()}
          empty={
            <EmptyState
              icon={ReceiptIcon}
              title={search.q ? m.sales_no_order_found() : m.sales_no_orders()}
              text={search.q ? m.sales_no_order_match({ query: search.q }) : m.sales_orders_appear()}
            />
          }
        >
          {(order: EventOrder) => <OrderCard key={order.id} order={order} onRefund={setRefunding} />}
        </PagedList>
      </section>
      <RefundDialog order={refunding} mayIncludeUsed={can('manage-all-events')} onClose={() => setRefunding(null)} />
    </main>
  );
}

/** Searched on submit, not as typed: an order number or an address is only ever found whole. */
function OrderSearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string>();
  function submit(e: FormEvent) {
    e.preventDefault();
    const found = searchProblem(text);
    setProblem(found);
    if (!found) onSearch(text.trim().replace(/^#/, ''));
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.sales_find_order()}
      className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Field id={id} label={m.sales_order_search_label()} error={problem}>
          {(aria) => (
            <Input
              {...aria}
              type="search"
              autoComplete="off"
              placeholder={m.sales_order_search_placeholder()}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit">{m.discover_search()}</Button>
        {initial && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setText('');
              setProblem(undefined);
              onSearch('');
            }}
          >
            {m.sales_show_all()}
          </Button>
        )}
      </div>
    </form>
  );
}
