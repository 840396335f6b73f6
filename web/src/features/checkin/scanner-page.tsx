import { m } from '@pentas/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { CameraIcon, LogOutIcon, ScanLineIcon } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { WorkspaceBackLink } from '@/components/layout/workspace-back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { positiveId } from '@/lib/search-params';
import { EventOptions } from '../events/event-options';
import { eventQueries } from '../events/queries';
import { CameraScanner, cameraSupported } from './camera-scanner';
import { ScanResultPanel } from './scan-result';
import { useDoor } from './use-door';

/**
 * The ticket scanner (/checkin): type, paste, scan with a hardware scanner (it types the code and
 * presses Enter) or with the camera; then check the ticket in. Sized for gloved hands: every control
 * at least 48 px tall.
 */
export function ScannerPage() {
  // The event at this door lives in the URL (?event=): a reload or a remount keeps it, and tickets
  // for any other event are refused ('This ticket is for another event').
  const { event: doorEvent } = useSearch({ from: '/_signed-in/_staff/checkin' });
  const navigate = useNavigate({ from: '/checkin' });
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const events = useQuery(eventQueries.pickable());
  const listed = events.data?.find((e) => e.id === doorEvent);
  // A door event beyond the list's first page (or unlisted, e.g. ended) is named from its own page.
  const unlisted = useQuery({
    ...eventQueries.detail(doorEvent ?? 0),
    enabled: doorEvent !== undefined && events.isSuccess && !listed,
  });
  const doorEventTitle = listed?.title ?? unlisted.data?.title;
  const door = useDoor(doorEvent);
  const { scan } = door;

  const fromCamera = useCallback(
    (value: string) => {
      setCamera(false);
      setCode(value);
      scan(value);
    },
    [scan],
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    scan(code);
  }

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <WorkspaceBackLink className="h-12 sm:h-12" />
        <Button asChild variant="ghost" size="lg" className="px-4">
          <a href="/api/logout">
            <LogOutIcon aria-hidden /> {m.nav_logout()}
          </a>
        </Button>
      </div>
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <ScanLineIcon className="size-7 text-primary" aria-hidden /> {m.door_title()}
      </h1>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <div className="space-y-2">
            <Label htmlFor="doorEvent">{m.door_event_at_door()}</Label>
            <NativeSelect
              id="doorEvent"
              className="[&>select]:h-12"
              value={doorEvent ?? ''}
              onChange={(e) => navigate({ search: { event: positiveId(e.currentTarget.value) }, replace: true })}
            >
              <option value="">{m.door_any_event()}</option>
              <EventOptions events={events.data} />
              {doorEvent && !events.data?.some((e) => e.id === doorEvent) && (
                // The door in the address before the list arrives (or if it fails), or a bookmarked
                // door for an event no longer listed: what the select shows is what scans enforce.
                <option value={doorEvent}>{doorEventTitle ?? m.door_event_number({ id: doorEvent })}</option>
              )}
            </NativeSelect>
          </div>
          <form onSubmit={submit} noValidate className="space-y-2">
            <Label htmlFor="qrCode">{m.door_qr_data()}</Label>
            <div className="flex gap-2">
              <Input
                ref={door.codeField}
                id="qrCode"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  door.clearFieldError();
                }}
                placeholder={m.door_code_placeholder()}
                autoComplete="off"
                autoFocus
                aria-invalid={Boolean(door.fieldError)}
                aria-describedby={door.fieldError ? 'qrCode-error qrCode-hint' : 'qrCode-hint'}
                className="h-14 font-mono text-lg sm:h-14 sm:text-base"
              />
              <PendingButton pending={door.scanning} pendingLabel={m.door_scanning()} size="lg" className="h-14 px-5">
                {m.door_scan()}
              </PendingButton>
            </div>
            <FieldError id="qrCode-error" message={door.fieldError ?? undefined} />
            <p id="qrCode-hint" className="text-xs text-muted-foreground">
              {m.door_hint()}
            </p>
          </form>
          {cameraSupported() &&
            (camera ? (
              <CameraScanner onCode={fromCamera} onClose={() => setCamera(false)} />
            ) : (
              <Button type="button" variant="outline" size="lg" onClick={() => setCamera(true)}>
                <CameraIcon aria-hidden /> {m.door_scan_with_camera()}
              </Button>
            ))}
        </CardContent>
      </Card>
      {door.outcome ? (
        <ScanResultPanel
          key={door.shown}
          outcome={door.outcome}
          doorEventTitle={doorEventTitle}
          checkingIn={door.checkingIn}
          checkInError={door.checkInError}
          onCheckIn={door.checkIn}
        />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{m.door_empty()}</p>
      )}
    </main>
  );
}
