import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { auditLog, events, tickets, ticketTypes, users } from '../../db/schema';
import { can, type Permission, roles } from '../../lib/permissions';
import {
  type LiveSessionParams,
  type LiveUserRow,
  liveSessionUser,
  liveUserColumns,
  storedUserOf,
} from '../../lib/session-in-statement';
import type { StoredUser } from '../../lib/session-user';
import { findDoorView } from './tickets.queries';

type DoorView = NonNullable<Awaited<ReturnType<typeof findDoorView>>>;

interface Row {
  done: boolean;
  id: string;
  status: DoorView['ticket']['status'];
  checked_in_at: string | Date | null;
  event_id: number;
  user_id: string;
  title: string;
  venue: string;
  starts_at: string | Date;
  time_zone: string;
  organizer_id: string;
  deleted_at: string | Date | null;
  cancelled_at: string | Date | null;
  type_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  scanner_email: string | null;
  scanner_first_name: string | null;
  scanner_last_name: string | null;
}

/**
 * A check-in's conditions beyond the ticket's id: still active (not used, transferred or refunded), and
 * its event neither deleted nor cancelled: a cancelled event admits nobody from the moment it is
 * cancelled, before the job has refunded its tickets.
 */
const stillAdmits = sql`tickets.status = 'active'
        and exists (select 1 from ${events} e where e.id = tickets.event_id and e.deleted_at is null and e.cancelled_at is null)`;

/** The request a check-in's audit row cites: the server's id, and the client's apart. */
export interface RequestIds {
  requestId: string;
  clientRequestId?: string;
}

/**
 * The check-in's audit row, in the check-in's own statement (so its transaction): written only when
 * `done` checked the ticket in, by the scanner `scanner` names (an SQL expression for id and e-mail).
 */
const auditedCheckIn = (scanner: { id: SQL; email: SQL }, from: SQL) => sql`
    audited as (
      insert into ${auditLog} (actor_id, actor_email, action, target_type, target_id, after, request_id, client_request_id)
      select ${scanner.id}, ${scanner.email}, 'ticket.check_in', 'ticket', done.id::text,
        jsonb_build_object('eventId', done.event_id, 'checkedInAt', done.checked_in_at),
        ${sql.placeholder('requestId')}, ${sql.placeholder('clientRequestId')}::text
      from ${from}
    )`;

/**
 * The ticket as the door sees it after the `done` CTE (the check-in, if it happened): with who checked
 * it in (`scanner`: this call's scanner when it did, else whoever did before).
 */
const doorViewAfterDone = sql`
    select done.id is not null as done, t.id,
           case when done.id is null then t.status else 'checked_in' end as status,
           case when done.id is null then t.checked_in_at else done.checked_in_at end as checked_in_at,
           t.event_id, t.user_id, e.title, e.venue, e.starts_at, e.time_zone, e.organizer_id, e.deleted_at, e.cancelled_at,
           tt.name as type_name, u.email, u.first_name, u.last_name,
           scanner.email as scanner_email, scanner.first_name as scanner_first_name,
           scanner.last_name as scanner_last_name
    from ${tickets} t
    join ${events} e on e.id = t.event_id
    join ${ticketTypes} tt on tt.id = t.ticket_type_id
    join ${users} u on u.id = t.user_id
    left join done on true
    left join ${users} scanner on scanner.id = coalesce(done.checked_in_by, t.checked_in_by)
    where t.id = ${sql.placeholder('ticketId')}`;

/**
 * The check-in and the ticket as the door then sees it, in one prepared round trip. Hand-written
 * because drizzle cannot put an UPDATE in a CTE, and the check-in is the door's hot write: the
 * update and the read after it were two statements, each a round trip and an execution under a
 * crowd of scanners (npm run bench:door).
 *
 * The UPDATE is the conditional one every check-in has always been (still active, event not
 * deleted): of two scanners at once exactly one gets the row. The SELECT around it reads the
 * statement's snapshot, i.e. the ticket before this update; when this update won, the answer shows
 * what it wrote.
 */
const checkInAndView = preparedStatement<
  Row,
  AuditParams & { ticketId: string; scannerId: string; scannerEmail: string }
>(sql`
    with done as (
      update ${tickets} set status = 'checked_in', checked_in_at = now(), checked_in_by = ${sql.placeholder('scannerId')}
      where tickets.id = ${sql.placeholder('ticketId')} and ${stillAdmits}
      returning tickets.id, tickets.event_id, tickets.checked_in_at, tickets.checked_in_by
    ),
    ${auditedCheckIn({ id: sql`${sql.placeholder('scannerId')}::text`, email: sql`${sql.placeholder('scannerEmail')}::text` }, sql`done`)}
    ${doorViewAfterDone}`);

/** The permission that opens the door: scanning and checking tickets in. */
export const DOOR_PERMISSION = 'admin-panel' satisfies Permission;

/** The roles that may check tickets in. */
const SCANNER_ROLES = roles.filter((role) => can(role, DOOR_PERMISSION));

type ScannerRow = Partial<Row> & LiveUserRow;

type AuditParams = { requestId: string; clientRequestId: string | null };
const auditParams = (request: RequestIds): AuditParams => ({
  requestId: request.requestId,
  clientRequestId: request.clientRequestId ?? null,
});

/**
 * The same with the scanner's session looked up in it (`liveSessionUser`): the door's check-in is
 * then one round trip in all, as checkout's first statement is. Only a scanner's session
 * checks a ticket in; any other live session gets its row and no change, and the service answers 403.
 */
const checkInAsSessionAndView = preparedStatement<
  ScannerRow,
  LiveSessionParams & AuditParams & { ticketId: string; scannerRoles: string[] }
>(sql`
    with live as (${liveSessionUser}),
    done as (
      update ${tickets} set status = 'checked_in', checked_in_at = now(), checked_in_by = live.id
      from live
      where tickets.id = ${sql.placeholder('ticketId')} and live.role = any(${sql.placeholder('scannerRoles')}::text[])
        and ${stillAdmits}
      returning tickets.id, tickets.event_id, tickets.checked_in_at, tickets.checked_in_by
    ),
    ${auditedCheckIn({ id: sql`live.id`, email: sql`live.email` }, sql`done, live`)},
    door as (${doorViewAfterDone})
    select ${liveUserColumns}, door.*
    from live left join door on true`);

/** drizzle's postgres.js client answers timestamps as text; the door view carries Dates. */
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toDoorView(row: Row): DoorView {
  return {
    ticket: {
      id: row.id,
      status: row.status,
      checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
      eventId: row.event_id,
      userId: row.user_id,
    },
    event: {
      id: row.event_id,
      title: row.title,
      venue: row.venue,
      dateTime: toDate(row.starts_at),
      timeZone: row.time_zone,
      organizerId: row.organizer_id,
      deletedAt: row.deleted_at === null ? null : toDate(row.deleted_at),
      cancelledAt: row.cancelled_at === null ? null : toDate(row.cancelled_at),
    },
    ticketType: { name: row.type_name },
    holder: { email: row.email, firstName: row.first_name, lastName: row.last_name },
    checkedInBy:
      row.scanner_email === null
        ? null
        : { email: row.scanner_email, firstName: row.scanner_first_name, lastName: row.scanner_last_name },
  };
}

/**
 * Checks a ticket in if it is still active (and its event not called off), exactly once, and answers
 * whether this call did it with the ticket as it now is (undefined view: no such ticket).
 */
export async function checkInOnce(
  db: Database,
  ticketId: string,
  scanner: { id: string; email: string },
  request: RequestIds,
) {
  const [row] = await checkInAndView(db, {
    ticketId,
    scannerId: scanner.id,
    scannerEmail: scanner.email,
    ...auditParams(request),
  });
  return outcomeOf(db, ticketId, row);
}

/**
 * `checkInOnce` by the user of a session token (its cookie's signature already checked), looked up in
 * the same statement: undefined when that session is not live or is due for its refresh (the caller
 * takes the ordinary lookup); else the scanner (`user`), and the outcome to read once they are known to be one.
 */
export async function checkInOnceAsSession(
  db: Database,
  session: { token: string; freshUntil: Date },
  ticketId: string,
  request: RequestIds,
): Promise<{ user: StoredUser; outcome: () => ReturnType<typeof checkInOnce> } | undefined> {
  const [row] = await checkInAsSessionAndView(db, {
    token: session.token,
    freshUntil: session.freshUntil.toISOString(),
    ticketId,
    scannerRoles: SCANNER_ROLES,
    ...auditParams(request),
  });
  if (!row) return undefined;
  return { user: storedUserOf(row), outcome: () => outcomeOf(db, ticketId, row.id == null ? undefined : (row as Row)) };
}

async function outcomeOf(db: Database, ticketId: string, row: Row | undefined) {
  if (!row) return { done: false, view: undefined };
  if (row.done || row.status !== 'active' || row.deleted_at !== null || row.cancelled_at !== null)
    return { done: row.done, view: toDoorView(row) };
  // Not done, yet active for an open event in our snapshot: another scanner's check-in committed
  // while this update waited for the row. Read it again so the answer says 'already used', as it is.
  return { done: false, view: await findDoorView(db, ticketId) };
}
