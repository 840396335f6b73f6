import { m } from '@pentas/i18n/messages';
import { intlLocale } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

const count = (n: number) => n.toLocaleString(intlLocale());

/** The address of page `n` of the list on screen: the same filters, another page (the first has none). */
function PageLink({ page, rel, children }: { page: number; rel: 'prev' | 'next'; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link
        to="."
        rel={rel}
        search={(prev: Record<string, unknown>) => ({ ...prev, page: page === 1 ? undefined : page })}
      >
        {children}
      </Link>
    </Button>
  );
}

/**
 * Under a list shown a page at a time: 'Showing 51–100 of 1,234 users' and Previous / Next, which are
 * links (the page lives in the address, so Back and Forward return to it); a list on one page,
 * 'Showing 2 of 2 events'.
 */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  noun,
}: {
  page: number;
  pageSize: number;
  /** Rows in the whole list (`X-Total-Count`). */
  total: number;
  /** Rows on this page. */
  shown: number;
  /** What the list counts, plural ('users'). */
  noun: string;
}) {
  if (total === 0 || shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const pages = Math.ceil(total / pageSize);
  return (
    <nav
      aria-label={m.stats_pages_of({ noun })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p className="tabular" aria-live="polite">
        {/* A list on one page counts its rows; a longer one says which of them are on screen. */}
        {pages === 1
          ? m.stats_showing_count({ shown: count(shown), total: count(total), noun })
          : m.stats_showing_range({ first: count(first), last: count(last), total: count(total), noun })}
      </p>
      {pages > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          {page > 1 ? (
            <PageLink page={page - 1} rel="prev">
              <ChevronLeftIcon aria-hidden /> {m.pages_previous()}
            </PageLink>
          ) : (
            <Button variant="outline" disabled>
              <ChevronLeftIcon aria-hidden /> {m.pages_previous()}
            </Button>
          )}
          <span className="tabular">{m.stats_page_of({ page: count(page), pages: count(pages) })}</span>
          {last < total ? (
            <PageLink page={page + 1} rel="next">
              {m.pages_next()} <ChevronRightIcon aria-hidden />
            </PageLink>
          ) : (
            <Button variant="outline" disabled>
              {m.pages_next()} <ChevronRightIcon aria-hidden />
            </Button>
          )}
        </div>
      )}
    </nav>
  );
}

/** A page past the list's end (an old link, a list that shrank): say so, with the way to its first page. */
export function PastLastPage({ noun }: { noun: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-12 text-center">
      <p className="text-muted-foreground">{m.stats_past_last_page({ noun })}</p>
      <PageLink page={1} rel="prev">
        {m.stats_first_page()}
      </PageLink>
    </div>
  );
}
