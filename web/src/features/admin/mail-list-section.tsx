import { m } from '@pentas/i18n/messages';
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
import { type MailFilters, type MailKind, type MailStatus, type MailSummary, mailQueries } from './mail-queries';
import { mailStatusBadge } from './mail-words';
import { ADMIN_PAGE_SIZE, type NumberedPage } from './queries';
import { useSearchBox } from './use-search-box';

/** A mail's state as the viewer says it ('Waiting' is one still to send). */
const mailStatusLabel = (status: MailStatus): string =>
  ({ sent: m.adm_mail_sent(), pending: m.adm_mail_waiting(), failed: m.order_status_failed() })[status];

/** Which mail it is, in words: its template's name ('Order confirmation'). */
export function mailKindLabel(kind: MailKind): string {
  const labels: Record<MailKind, () => string> = {
    order_confirmation: m.adm_kind_order_confirmation,
    ticket_received: m.adm_kind_ticket_received,
    ticket_transfer_sent: m.mail_sent_heading,
    box_office_tickets: m.adm_kind_box_office,
    refund_issued: m.adm_kind_refund,
    refund_requested: m.adm_kind_refund_requested,
    event_postponed: m.adm_event_postponed,
    refund_request_refused: m.adm_refund_request_refused,
    password_reset: m.adm_kind_password_reset,
    email_change: m.adm_kind_email_change,
    email_changed: m.adm_kind_email_changed,
    welcome: m.adm_kind_welcome,
    waitlist_offer: m.adm_kind_waitlist_offer,
  };
  return labels[kind]();
}

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
    <AdminSection level={1} title={m.adm_section_mail()} description={m.adm_mail_lead()}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={ids.status}>{m.ops_status()}</Label>
          <NativeSelect
            id={ids.status}
            value={filters.status ?? ''}
            onChange={(e) => change({ status: (e.target.value || undefined) as MailStatus | undefined })}
          >
            <option value="">{m.adm_all_mail()}</option>
            {(['sent', 'pending', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {mailStatusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.recipient}>{m.box_recipient()}</Label>
          <Input
            id={ids.recipient}
            type="search"
            placeholder={m.adm_mail_recipient_placeholder()}
            value={recipientText}
            onChange={(e) => setRecipientText(e.target.value)}
          />
        </div>
      </div>
      {list.data ? (
        <MailRows list={list.data} loading={list.isPlaceholderData} />
      ) : list.isError ? (
        <ListProblem what={m.adm_mail_what()} onRetry={() => list.refetch()} />
      ) : (
        <AdminListSkeleton rows={5} label={m.adm_mail_loading()} />
      )}
    </AdminSection>
  );
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={mailStatusBadge[status]}>{mailStatusLabel(status)}</Badge>;
}

function emptyWords({ status, recipient }: MailFilters) {
  if (recipient) return m.adm_mail_none_to({ recipient });
  if (status === 'failed') return m.adm_mail_none_failed();
  if (status === 'sent') return m.adm_mail_none_sent();
  if (status === 'pending') return m.adm_mail_none_waiting();
  return m.adm_mail_none();
}

function MailRows({ list, loading }: { list: NumberedPage<MailSummary, MailFilters>; loading: boolean }) {
  return (
    <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      {list.items.length === 0 && list.page > 1 ? (
        <PastLastPage noun={m.adm_mail_list_of()} />
      ) : (
        <RecordTable<MailSummary>
          caption={m.adm_mail_caption()}
          captionHidden
          columns={[
            {
              header: m.adm_when(),
              cell: (mail) => <span className="whitespace-nowrap">{formatActionTime(mail.createdAt)}</span>,
            },
            { header: m.box_recipient(), cell: (mail) => <span className="break-all">{mail.recipient}</span> },
            {
              header: m.adm_subject(),
              cell: (mail) => (
                <Link
                  to="/admin/mail/$mailId"
                  params={{ mailId: mail.id }}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {mail.subject ?? m.adm_not_written()}
                </Link>
              ),
            },
            { header: m.adm_kind(), cell: (mail) => mailKindLabel(mail.kind) },
            {
              header: m.ops_status(),
              cell: (mail) => (
                <span className="grid justify-items-start gap-1">
                  <MailStatusBadge status={mail.status} />
                  {mail.status !== 'sent' && mail.lastError && (
                    <span className="break-all text-xs text-muted-foreground">{mail.lastError}</span>
                  )}
                </span>
              ),
            },
          ]}
          rows={list.items}
          rowKey={(mail) => mail.id}
          empty={emptyWords(list.filters)}
        />
      )}
      <Pager
        page={list.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={list.total}
        shown={list.items.length}
        noun={m.adm_mail_noun()}
      />
    </div>
  );
}
