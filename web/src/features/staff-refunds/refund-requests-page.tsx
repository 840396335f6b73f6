import { m } from '@pentas/i18n/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InboxIcon } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PagedList } from './paged-list';
import { type RefundRequest, type RequestState, staffRefundQueries } from './queries';
import { RequestCard } from './request-card';

export interface RequestsSearch {
  state?: RequestState;
  page?: number;
}

/** Each state's tab and empty words: messages, read as the page renders. */
const stateWords: Record<RequestState, { tab: () => string; empty: () => string }> = {
  requested: { tab: m.sales_waiting, empty: m.sales_requests_waiting_none },
  approved: { tab: m.order_request_approved, empty: m.sales_requests_approved_none },
  refused: { tab: m.order_request_refused, empty: m.sales_requests_refused_none },
};

/**
 * "Refund requests": buyers' requests outside the policy's automatic tiers, for the organizer's own
 * events (an admin's: all), waiting ones first to answer; Approved and Refused as tabs.
 */
export function RefundRequestsPage({
  search,
  onSearchChange,
}: {
  search: RequestsSearch;
  onSearchChange: (next: RequestsSearch) => void;
}) {
  const state = search.state ?? 'requested';
  const page = search.page ?? 1;
  // The route's loader asked already: no second request as the page mounts.
  const list = useQuery({
    ...staffRefundQueries.requests(state, page),
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.sales_requests_title()}</h1>
      <p className="mt-1 text-muted-foreground">{m.sales_requests_intro()}</p>
      <Tabs
        value={state}
        onValueChange={(next) => onSearchChange({ state: next === 'requested' ? undefined : (next as RequestState) })}
        className="mt-6"
      >
        <TabsList>
          {(Object.keys(stateWords) as RequestState[]).map((s) => (
            <TabsTrigger key={s} value={s}>
              {stateWords[s].tab()}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* A panel per tab, as the triggers name them (aria-controls); the list in the chosen one. */}
        {(Object.keys(stateWords) as RequestState[]).map((s) => (
          <TabsContent key={s} value={s}>
            {s === state && (
              <section className="mt-6" aria-label={m.sales_requests_label()}>
                <PagedList
                  list={list}
                  page={page}
                  noun={m.sales_noun_requests()}
                  what={m.sales_the_requests()}
                  empty={
                    <EmptyState icon={InboxIcon} title={m.sales_nothing_here()} text={stateWords[state].empty()} />
                  }
                >
                  {(request: RefundRequest) => <RequestCard key={request.id} request={request} />}
                </PagedList>
              </section>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
