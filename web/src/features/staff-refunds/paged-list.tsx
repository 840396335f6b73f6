import { m } from '@pentas/i18n/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager, PastLastPage } from '@/components/data/pager';
import { ListProblem } from '@/features/admin/list-problem';
import { AdminListSkeleton } from '@/features/admin/list-skeleton';
import { cn } from '@/lib/utils';
import { ORDERS_PAGE_SIZE } from './queries';

/**
 * One page of a staff list (an event's orders, the refund requests): its items, the empty state, the
 * pager, the page past the last, the problem with a retry, and the skeleton while it loads.
 */
export function PagedList<T>({
  list,
  page,
  noun,
  what,
  empty,
  children,
}: {
  list: UseQueryResult<{ items: T[]; total: number }> & { isPlaceholderData: boolean };
  page: number;
  /** What the pager counts ('orders'). */
  noun: string;
  /** What is loading or could not be read ('the orders'). */
  what: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (!list.data) {
    return list.isError ? (
      <ListProblem what={what} onRetry={() => list.refetch()} />
    ) : (
      <AdminListSkeleton rows={3} label={m.sales_loading_what({ what })} />
    );
  }
  return (
    <div
      className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
      aria-busy={list.isPlaceholderData}
    >
      {list.data.items.length === 0 ? (
        page > 1 ? (
          <PastLastPage noun={m.sales_list_of({ noun })} />
        ) : (
          empty
        )
      ) : (
        list.data.items.map(children)
      )}
      <Pager
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        total={list.data.total}
        shown={list.data.items.length}
        noun={noun}
      />
    </div>
  );
}
