import type { z } from '@hono/zod-openapi';
import { HOME_TIME_ZONE } from '@pentas/openapi';
import { auditSentenceText } from '@pentas/openapi/audit-sentence';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import { type CsvExport, csvChunks } from '../analytics';
import { auditFilterOf } from './audit-filter';
import type { AuditAction, AuditTarget } from './audit-log';
import { type AuditListRow, auditPage, auditRowsBefore } from './audit-log.queries';
import type { AuditFilterQuery, AuditLogQuery } from './audit-log.schemas';

/** An entry as the API gives it: the row, and today's names of whom and what it concerned (ids kept). */
const toEntry = (row: AuditListRow) => ({
  id: row.id,
  actor: { id: row.actorId, email: row.actorEmail, name: row.actorName, firstName: row.actorFirstName },
  action: row.action as AuditAction,
  targetType: row.targetType as AuditTarget,
  targetId: row.targetId,
  person:
    row.personId && row.personEmail ? { id: row.personId, name: row.personName ?? '', email: row.personEmail } : null,
  event:
    row.eventId !== null && row.eventTitle !== null
      ? {
          id: row.eventId,
          title: row.eventTitle,
          currency: row.eventCurrency ?? 'MYR',
          timeZone: row.eventTimeZone ?? HOME_TIME_ZONE,
          deleted: row.eventDeleted === true,
        }
      : null,
  ticketType:
    row.ticketTypeId !== null && row.ticketTypeName !== null
      ? { id: row.ticketTypeId, name: row.ticketTypeName }
      : null,
  before: row.before as Record<string, unknown> | null,
  after: row.after as Record<string, unknown> | null,
  requestId: row.requestId,
  clientRequestId: row.clientRequestId,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /api/admin/audit-log`: a page of the log, filtered, with names. */
export async function listAuditLog(deps: AppDeps, user: SessionUser, query: z.infer<typeof AuditLogQuery>) {
  assertCan(user, 'admin-panel');
  const { rows, total } = await auditPage(deps.db, auditFilterOf(query), pageWindow(query));
  return { items: rows.map(toEntry), total };
}

/** Rows per page of the export, each page one short query after the last id of the page before. */
const EXPORT_PAGE = 1000;

async function* newestFirst(deps: AppDeps, filter: ReturnType<typeof auditFilterOf>) {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await auditRowsBefore(deps.db, filter, EXPORT_PAGE, beforeId);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    beforeId = rows.at(-1)?.id;
  }
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * `GET /api/admin/audit-log.csv`: the filtered log, newest first, streamed like the analytics exports
 * (their budget and write timeout): the sentence the panel shows, then the ids and raw data for tracing.
 * Authorised, and the filters checked, before any row is read.
 */
export function exportAuditLog(deps: AppDeps, user: SessionUser, query: z.infer<typeof AuditFilterQuery>): CsvExport {
  assertCan(user, 'admin-panel');
  const filter = auditFilterOf(query);
  return {
    filename: 'audit-log.csv',
    account: user.id,
    chunks: csvChunks(
      [
        'Entry',
        `When (${HOME_TIME_ZONE})`,
        'What happened',
        'Actor e-mail',
        'Actor id',
        'Action',
        'Target type',
        'Target id',
        'Before',
        'After',
        'Request id',
      ],
      newestFirst(deps, filter),
      (row) => {
        const entry = toEntry(row);
        return [
          entry.id,
          row.createdLocal,
          auditSentenceText(entry),
          entry.actor.email,
          entry.actor.id,
          entry.action,
          entry.targetType,
          entry.targetId,
          json(entry.before),
          json(entry.after),
          entry.requestId,
        ];
      },
    ),
  };
}
