import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ResellerSort, SortOrder } from './queries';

/**
 * A column header that sorts by `sort` on the server: `aria-sort` says the current order; a click
 * sorts by it (most first), a second click turns the order round.
 */
export function SortHeader({
  label,
  sort,
  current,
  onSort,
  numeric = false,
}: {
  label: string;
  sort: ResellerSort;
  current: { sort: ResellerSort; order: SortOrder };
  onSort: (sort: ResellerSort, order: SortOrder) => void;
  numeric?: boolean;
}) {
  const active = current.sort === sort;
  const Icon = !active ? ArrowUpDownIcon : current.order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-3 py-2 font-medium', numeric ? 'text-right' : 'text-left')}
    >
      <button
        type="button"
        className="inline-flex min-h-10 items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSort(sort, active && current.order === 'desc' ? 'asc' : 'desc')}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

/** A header that does not sort. */
export function PlainHeader({ label, numeric = false }: { label: string; numeric?: boolean }) {
  return (
    <th scope="col" className={cn('px-3 py-2 font-medium', numeric ? 'text-right' : 'text-left')}>
      {label}
    </th>
  );
}
