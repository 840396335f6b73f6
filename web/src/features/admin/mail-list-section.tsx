import { formatActionTime } from '@pentas/openapi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Pager, PastLastPage } from '@/components/data/pager';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { type MailSearch, mailFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { ListProblem } from './list-problem';
import { AdminListSkeleton } from './list-skeleton';
import { type MailFilters, type MailStatus, type MailSummary, mailQueries } from './mail-queries';
import { mailKindWords, mailStatusBadge, mailStatusLabels } from './mail-words';
import { ADMIN_PAGE_SIZE, type NumberedPage } from './queries';
import { useSearchBox } from './use-search-box';

/**
 * The mail viewer (/admin/mail): every mail Pentas sent or will send, newest first, filtered on the
 * server by status and recipient (the whole address or its beginning), a page at a time; the filters
 * and the page live in the address. A mail opens on its own page.
 */
export function MailListSection({
  search,
  onSearchChange,
}: {
  search: MailSearch;
  onSearchChange: (next: MailSearch) => void;
}) {
  const ids = { status: useId(), recipient: useId() };
  const { filters, page } = mailFilters(search);
  const change = (next: Partial<MailFilters>) => onSearchChange({ ...filters, ...next });
  const [recipientText, setRecipientText] = useSearchBox(filters.recipient ?? '', (recipient) =>
    change({ recipient: recipient || undefined }),
  );
  const list = useQuery({
    ...mailQueries.page(filters, page),
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });

  return (
    <AdminSection
      level={1}
      title="Mail"
      description="Every mail Pentas sends, newest first: open one to see it as its recipient does, download its attachments or send it again."
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect
            id={ids.status}
            value={filters.status ?? ''}
            onChange={(e) => change({ status: (e.target.value || undefined) as MailStatus | undefined })}
          >
            <option value="">All mail</option>
            {(['sent', 'pending', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {mailStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.recipient}>Recipient</Label>
          <Input
            id={ids.recipient}
            type="search"
            placeholder="E-mail address or its beginning"
            value={recipientText}
            onChange={(e) => setRecipientText(e.target.value)}
          />
        </div>
      </div>
      {list.data ? (
        <MailRows list={list.data} loading={list.isPlaceholderData} />
      ) : list.isError ? (
        <ListProblem what="the mail" onRetry={() => list.refetch()} />
      ) : (
        <AdminListSkeleton rows={5} label="Loading the mail" />
      )}
    </AdminSection>
  );
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={mailStatusBadge[status]}>{mailStatusLabels[status]}</Badge>;
}

function emptyWords({ status, recipient }: MailFilters) {
  if (recipient) return `No mail to an address starting "${recipient}".`;
  if (status === 'failed') return 'No failed mail: everything that was tried has gone out.';
  if (status) return `No ${mailStatusLabels[status].toLowerCase()} mail.`;
  return 'No mail yet. Order confirmations appear here as buyers pay.';
}

function MailRows({ list, loading }: { list: NumberedPage<MailSummary, MailFilters>; loading: boolean }) {
  return (
    <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      {list.items.length === 0 && list.page > 1 ? (
        <PastLastPage noun="list of mail" />
      ) : (
        <RecordTable<MailSummary>
          caption="Mail, newest first"
          captionHidden
          columns={[
            { header: 'When', cell: (m) => <span className="whitespace-nowrap">{formatActionTime(m.createdAt)}</span> },
            { header: 'Recipient', cell: (m) => <span className="break-all">{m.recipient}</span> },
            {
              header: 'Subject',
              cell: (m) => (
                <Link
                  to="/admin/mail/$mailId"
                  params={{ mailId: m.id }}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {m.subject ?? 'Not written yet'}
                </Link>
              ),
            },
            { header: 'Kind', cell: (m) => mailKindWords(m.kind) },
            {
              header: 'Status',
              cell: (m) => (
                <span className="grid justify-items-start gap-1">
                  <MailStatusBadge status={m.status} />
                  {m.status !== 'sent' && m.lastError && (
                    <span className="break-all text-xs text-muted-foreground">{m.lastError}</span>
                  )}
                </span>
              ),
            },
          ]}
          rows={list.items}
          rowKey={(m) => m.id}
          empty={emptyWords(list.filters)}
        />
      )}
      <Pager page={list.page} pageSize={ADMIN_PAGE_SIZE} total={list.total} shown={list.items.length} noun="mails" />
    </div>
  );
}
