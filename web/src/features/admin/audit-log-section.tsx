import { formatActionTime } from '@pentas/openapi';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { Button } from '@/components/ui/button';
import { DayField } from '@/components/ui/day-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { loadedRows } from '@/lib/paged';
import { searchText } from '@/lib/search-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { AdminSection } from './admin-section';
import { AuditEntryWords } from './audit-entry-words';
import { auditActionLabels, auditActions } from './audit-words';
import { type AuditAction, type AuditEntry, type AuditFilters, adminQueries, auditLogCsvUrl } from './queries';

/** The server is asked once typing pauses this long. */
const TYPING_PAUSE_MS = 300;

/**
 * The admin actions in words, newest first ('Aminah changed Demo Buyer 10 from customer to organizer'),
 * filtered on the server by action, actor, target and Kuala Lumpur days; the filtered log as CSV.
 */
export function AuditLogSection() {
  const ids = { action: useId(), actor: useId(), target: useId(), from: useId(), to: useId() };
  const [action, setAction] = useState<AuditAction | undefined>();
  const [actorText, setActorText] = useState('');
  const [targetText, setTargetText] = useState('');
  const [days, setDays] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const actor = useDebouncedValue(searchText(actorText), TYPING_PAUSE_MS);
  const target = useDebouncedValue(searchText(targetText), TYPING_PAUSE_MS);
  const filters = useMemo<AuditFilters>(
    () => ({
      ...(action && { action }),
      ...(actor && { actor }),
      ...(target && { target }),
      ...(days.dateFrom && { dateFrom: days.dateFrom }),
      ...(days.dateTo && { dateTo: days.dateTo }),
    }),
    [action, actor, target, days.dateFrom, days.dateTo],
  );
  // While another filter loads, the rows it replaces stay on screen (dimmed) instead of a fallback.
  const shownFilters = useDeferredValue(filters);
  const log = useSuspenseInfiniteQuery(adminQueries.auditLog(shownFilters));
  const { rows: entries } = loadedRows(log.data.pages);
  const filtered = Object.keys(filters).length > 0;
  const loading = shownFilters !== filters;

  return (
    <AdminSection
      title="Audit Log"
      description="Every admin action, newest first, on Kuala Lumpur's clock. Entries are never changed or removed."
      aside={
        <Button asChild variant="outline">
          <a href={auditLogCsvUrl(filters)} download>
            <DownloadIcon aria-hidden /> Export CSV
          </a>
        </Button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-1">
          <Label htmlFor={ids.action}>Action</Label>
          <NativeSelect
            id={ids.action}
            value={action ?? ''}
            onChange={(e) => setAction((e.target.value || undefined) as AuditAction | undefined)}
          >
            <option value="">All actions</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabels[a]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.actor}>Who</Label>
          <Input
            id={ids.actor}
            type="search"
            placeholder="Name or e-mail"
            value={actorText}
            onChange={(e) => setActorText(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.target}>Concerning</Label>
          <Input
            id={ids.target}
            type="search"
            placeholder="Person, event or ticket type"
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
          />
        </div>
        <DayField
          id={ids.from}
          label="From"
          value={days.dateFrom}
          max={days.dateTo}
          onChange={(dateFrom) => setDays((d) => ({ ...d, dateFrom }))}
        />
        <DayField
          id={ids.to}
          label="To"
          value={days.dateTo}
          min={days.dateFrom}
          onChange={(dateTo) => setDays((d) => ({ ...d, dateTo }))}
        />
      </div>
      <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
        <RecordTable<AuditEntry>
          caption="Admin actions, newest first"
          captionHidden
          columns={[
            {
              header: 'When',
              cell: (e) => <span className="whitespace-nowrap tabular">{formatActionTime(e.createdAt)}</span>,
            },
            { header: 'What happened', cell: (e) => <AuditEntryWords entry={e} /> },
          ]}
          rows={entries}
          rowKey={(e) => e.id}
          empty={
            filtered
              ? 'No entries match these filters.'
              : 'No admin actions yet. Role changes, event deletions and cleanup runs appear here.'
          }
        />
        <LoadMore list={log} noun="entries" />
      </div>
    </AdminSection>
  );
}
