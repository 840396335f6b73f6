import { m } from '@pentas/i18n/messages';
import { formatActionTime } from '@pentas/openapi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Pager, PastLastPage } from '@/components/data/pager';
import { RecordTable } from '@/components/data/record-table';
import { Button } from '@/components/ui/button';
import { DayField } from '@/components/ui/day-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { type AuditSearch, auditFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { AuditEntryWords } from './audit-entry-words';
import { auditActionLabel, auditActions } from './audit-words';
import { ListProblem } from './list-problem';
import { AdminListSkeleton } from './list-skeleton';
import {
  ADMIN_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditFilters,
  adminQueries,
  auditLogCsvUrl,
  type NumberedPage,
} from './queries';
import { useSearchBox } from './use-search-box';

/**
 * The Audit Log (/admin/audit-log): the admin actions in words, newest first ('Aminah changed Demo
 * Buyer 10 from customer to organizer'), filtered on the server by action, actor, target and Kuala
 * Lumpur days, a page at a time; the filters and the page live in the address. The filtered log as CSV.
 */
export function AuditLogSection({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  /** New filters (their first page), in place of the address's. */
  onSearchChange: (next: AuditSearch) => void;
}) {
  const ids = { action: useId(), actor: useId(), target: useId(), from: useId(), to: useId() };
  const { filters, page } = auditFilters(search);
  const change = (next: Partial<AuditFilters>) => onSearchChange({ ...filters, ...next });
  const [actorText, setActorText] = useSearchBox(filters.actor ?? '', (actor) => change({ actor: actor || undefined }));
  const [targetText, setTargetText] = useSearchBox(filters.target ?? '', (target) =>
    change({ target: target || undefined }),
  );
  // The route's loader waits for the first page (asked again on each visit, so not again here);
  // other filters or another page keep the rows on screen, dimmed, until their own arrive.
  const log = useQuery({
    ...adminQueries.auditLog(filters, page),
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });

  return (
    <AdminSection
      level={1}
      title={m.adm_section_audit()}
      description={m.adm_audit_lead()}
      aside={
        <Button asChild variant="outline">
          <a href={auditLogCsvUrl(filters)} download>
            <DownloadIcon aria-hidden /> {m.adm_export_csv()}
          </a>
        </Button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-1">
          <Label htmlFor={ids.action}>{m.adm_action()}</Label>
          <NativeSelect
            id={ids.action}
            value={filters.action ?? ''}
            onChange={(e) => change({ action: (e.target.value || undefined) as AuditAction | undefined })}
          >
            <option value="">{m.adm_all_actions()}</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.actor}>{m.adm_who()}</Label>
          <Input
            id={ids.actor}
            type="search"
            placeholder={m.adm_who_placeholder()}
            value={actorText}
            onChange={(e) => setActorText(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.target}>{m.adm_concerning()}</Label>
          <Input
            id={ids.target}
            type="search"
            placeholder={m.adm_concerning_placeholder()}
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
          />
        </div>
        <DayField
          id={ids.from}
          label={m.resell_date_from()}
          value={filters.dateFrom}
          max={filters.dateTo}
          onChange={(dateFrom) => change({ dateFrom })}
        />
        <DayField
          id={ids.to}
          label={m.resell_date_to()}
          value={filters.dateTo}
          min={filters.dateFrom}
          onChange={(dateTo) => change({ dateTo })}
        />
      </div>
      {log.data ? (
        <AuditEntries log={log.data} loading={log.isPlaceholderData} />
      ) : log.isError ? (
        <ListProblem what={m.adm_audit_what()} onRetry={() => log.refetch()} />
      ) : (
        <AdminListSkeleton rows={5} label={m.adm_audit_loading()} />
      )}
    </AdminSection>
  );
}

/** A page of entries, as a table of when and what happened, and the pager. */
function AuditEntries({ log, loading }: { log: NumberedPage<AuditEntry, AuditFilters>; loading: boolean }) {
  return (
    <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      {log.items.length === 0 && log.page > 1 ? (
        <PastLastPage noun={m.adm_audit_past()} />
      ) : (
        <RecordTable<AuditEntry>
          caption={m.adm_audit_caption()}
          captionHidden
          columns={[
            {
              header: m.adm_when(),
              cell: (e) => <span className="whitespace-nowrap tabular">{formatActionTime(e.createdAt)}</span>,
            },
            { header: m.adm_what_happened(), cell: (e) => <AuditEntryWords entry={e} /> },
          ]}
          rows={log.items}
          rowKey={(e) => e.id}
          empty={Object.keys(log.filters).length > 0 ? m.adm_audit_none_matching() : m.adm_audit_none()}
        />
      )}
      <Pager
        page={log.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={log.total}
        shown={log.items.length}
        noun={m.adm_audit_noun()}
      />
    </div>
  );
}
