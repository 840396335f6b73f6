import { formatActionTime } from '@pentas/openapi';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { loadedRows } from '@/lib/paged';
import { cn } from '@/lib/utils';
import { AdminSection } from './admin-section';
import { auditActionLabels, auditActions, describeChange, describeTarget } from './audit-words';
import { type AuditAction, type AuditEntry, type AuditFilters, adminQueries } from './queries';

/** The latest admin actions (who, what, target, before → after, when), filtered by action and actor. */
export function AuditLogSection() {
  const selectId = useId();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [actorEmail, setActorEmail] = useState<string | null>(null);
  // While another filter loads, the rows it replaces stay on screen (dimmed) instead of a fallback.
  const shownFilters = useDeferredValue(filters);
  const log = useSuspenseInfiniteQuery(adminQueries.auditLog(shownFilters));
  const { rows: entries } = loadedRows(log.data.pages);

  const filterByActor = (actor: AuditEntry['actor']) => {
    setFilters((f) => ({ ...f, actorId: actor.id }));
    setActorEmail(actor.email);
  };
  const clearActor = () => {
    setFilters(({ actorId: _, ...rest }) => rest);
    setActorEmail(null);
  };

  return (
    <AdminSection
      title="Audit Log"
      description="Every admin action, newest first. Entries are never changed or removed."
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Action</Label>
          <NativeSelect
            id={selectId}
            className="w-64 max-w-full"
            value={filters.action ?? ''}
            onChange={(e) =>
              setFilters((f) => ({ ...f, action: (e.target.value || undefined) as AuditAction | undefined }))
            }
          >
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {actorEmail && (
          <Button
            variant="secondary"
            onClick={clearActor}
            aria-label={`Show every admin's actions, not only ${actorEmail}'s`}
          >
            By {actorEmail} <XIcon aria-hidden />
          </Button>
        )}
      </div>
      <div className={cn('space-y-3 transition-opacity', shownFilters !== filters && 'opacity-60')}>
        <RecordTable<AuditEntry>
          caption="Admin actions, newest first"
          captionHidden
          columns={[
            {
              header: 'When',
              cell: (e) => <span className="whitespace-nowrap tabular">{formatActionTime(e.createdAt)}</span>,
            },
            {
              header: 'Who',
              cell: (e) =>
                filters.actorId ? (
                  <span className="break-all">{e.actor.email}</span>
                ) : (
                  <Button
                    variant="link"
                    className="h-auto min-h-11 break-all p-0 text-left whitespace-normal sm:min-h-0"
                    onClick={() => filterByActor(e.actor)}
                    aria-label={`Show only ${e.actor.email}'s actions`}
                  >
                    {e.actor.email}
                  </Button>
                ),
            },
            { header: 'What', cell: (e) => auditActionLabels[e.action] ?? e.action },
            { header: 'Target', cell: (e) => describeTarget(e) },
            {
              header: 'Change',
              cell: (e) => (
                <ul className="space-y-0.5 text-xs">
                  {describeChange(e).map((line) => (
                    <li key={line} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
          rows={entries}
          rowKey={(e) => e.id}
          empty={
            filters.action || filters.actorId
              ? 'No entries match these filters.'
              : 'No admin actions yet. Role changes, event deletions and cleanup runs appear here.'
          }
        />
        <LoadMore list={log} noun="entries" />
      </div>
    </AdminSection>
  );
}
