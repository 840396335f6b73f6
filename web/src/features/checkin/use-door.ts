import { m } from '@pentas/i18n/messages';
import { ApiError, type components } from '@pentas/openapi';
import { useCallback, useRef, useState } from 'react';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { signalAtDoor } from './door-signal';
import { type DoorOutcome, doorVerdict, type UnreadableReason } from './door-verdict';
import { useCheckIn, useScanTicket } from './mutations';

type CheckInRefused = components['schemas']['CheckInRefusedProblem'];

/** The API's own words for a failure it answered; else words for a call that never reached it. */
function failureWords(error: unknown, otherwise: string) {
  if (error instanceof ApiError && error.problem.code) return error.problem.errors?.[0]?.message ?? error.message;
  return otherwise;
}

/**
 * The door's state: the last outcome (the card), the error beside the code field, and the check-in's
 * own error. Every answer lands in the card or beside the field, never in a toast; each yes or no is
 * also heard and felt (door-signal), and the code field is selected again for the next scan.
 */
export function useDoor(doorEvent: number | undefined) {
  const codeField = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  // Counts outcomes, so the card is drawn afresh even when a scan repeats the last one's words.
  const [shown, setShown] = useState(0);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [checkInError, setCheckInError] = useState<string | null>(null);
  const scanMutation = useScanTicket();
  const checkInMutation = useCheckIn();

  const show = useCallback((next: DoorOutcome) => {
    setOutcome(next);
    setShown((n) => n + 1);
    setFieldError(null);
    setCheckInError(null);
    const { tone } = doorVerdict(next);
    if (tone !== 'ready') signalAtDoor(tone);
  }, []);

  // Ready for the next person: the field selected, so the next scan replaces what it holds.
  const readyForNext = useCallback(() => {
    codeField.current?.focus();
    codeField.current?.select();
  }, []);

  const scan = useCallback(
    (raw: string) => {
      const qrCode = raw.trim();
      if (!qrCode) {
        setFieldError(m.door_enter_code());
        readyForNext();
        return;
      }
      scanMutation.mutate(
        { qrCode, eventId: doorEvent },
        {
          onSuccess: (scanned) => show({ kind: 'ticket', scan: scanned, checkedInNow: false }),
          onError: (error) => {
            if (isUnauthorized(error)) return logInAgain();
            const unreadable = unreadableReason(error);
            if (unreadable) return show({ kind: 'unreadable', reason: unreadable });
            // The card is cleared: it must never show an earlier ticket beside a failed scan.
            setOutcome(null);
            setFieldError(m.door_scan_failed({ reason: failureWords(error, m.door_unreachable()) }));
            signalAtDoor('no');
          },
          onSettled: readyForNext,
        },
      );
    },
    [scanMutation.mutate, doorEvent, show, readyForNext],
  );

  const checkIn = useCallback(() => {
    if (outcome?.kind !== 'ticket') return;
    const { scan: scanned } = outcome;
    checkInMutation.mutate(scanned.ticket.id, {
      onSuccess: (answer) =>
        show({
          kind: 'ticket',
          scan: { ...scanned, ticket: answer.ticket, canCheckIn: false, reason: null, message: null },
          checkedInNow: true,
        }),
      onError: (error) => {
        if (isUnauthorized(error)) return logInAgain();
        const refused = refusal(error);
        // Another gate got there first (or the ticket changed since the scan): the card says so, with
        // when and by whom, as the API now sees the ticket.
        if (refused?.ticket) {
          return show({
            kind: 'ticket',
            scan: { ...scanned, ticket: refused.ticket, canCheckIn: false, reason: refused.reason ?? null },
            checkedInNow: false,
          });
        }
        if (error instanceof ApiError && error.status === 404) return show({ kind: 'unreadable', reason: 'not_found' });
        setCheckInError(m.door_check_in_failed({ reason: failureWords(error, m.door_check_in_failed_default()) }));
        signalAtDoor('no');
      },
      onSettled: readyForNext,
    });
  }, [outcome, checkInMutation.mutate, show, readyForNext]);

  return {
    codeField,
    outcome,
    shown,
    fieldError,
    clearFieldError: () => setFieldError(null),
    checkInError,
    scan,
    scanning: scanMutation.isPending,
    checkIn,
    checkingIn: checkInMutation.isPending,
  };
}

/** A code that names no ticket: forged, altered or not a ticket code (422), or a ticket that is gone (404). */
function unreadableReason(error: unknown): UnreadableReason | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return 'not_found';
  if (error.problem.code !== 'invalid_qr_code') return undefined;
  const { reason } = error.problem as { reason?: UnreadableReason };
  return reason === 'bad_signature' || reason === 'mismatch' ? reason : 'malformed';
}

function refusal(error: unknown): CheckInRefused | undefined {
  return error instanceof ApiError && error.status === 409 ? (error.problem as CheckInRefused) : undefined;
}
