import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { CameraIcon, LogOutIcon, ScanLineIcon } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { positiveId } from '@/lib/search-params';
import { EventOptions } from '../events/event-options';
import { eventQueries } from '../events/queries';
import { CameraScanner, cameraSupported } from './camera-scanner';
import { useCheckIn, useScanTicket } from './mutations';
import type { ScanResult } from './queries';
import { ScanResultPanel } from './scan-result';

/**
 * The ticket scanner (/checkin): type, paste, scan with a hardware scanner (it types the code and
 * presses Enter) or with the camera; then check the ticket in.
 */
export function ScannerPage() {
  // The event at this door lives in the URL (?event=): a reload or a remount keeps it, and tickets
  // for any other event are refused ('This ticket is for another event').
  const { event: doorEvent } = useSearch({ from: '/_signed-in/_staff/checkin' });
  const navigate = useNavigate({ from: '/checkin' });
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [camera, setCamera] = useState(false);
  const events = useQuery(eventQueries.pickable());
  const scan = useScanTicket();
  const checkIn = useCheckIn();

  const runScan = useCallback(
    (raw: string) => {
      const qrCode = raw.trim();
      if (!qrCode) {
        toast.error('Invalid Input', { description: 'Please enter a QR code' });
        return;
      }
      scan.mutate(
        { qrCode, eventId: doorEvent },
        {
          onSuccess: setResult,
          onError: (error) => {
            setResult(null);
            toast.error('Scan Failed', { description: error.message || 'Invalid QR code' });
          },
          // Ready for the next person: the field is selected, so the next scan replaces it.
          onSettled: () => codeField.current?.select(),
        },
      );
    },
    [scan.mutate, doorEvent],
  );

  const fromCamera = useCallback(
    (value: string) => {
      setCamera(false);
      setCode(value);
      runScan(value);
    },
    [runScan],
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    runScan(code);
  }

  function confirmCheckIn() {
    if (!result) return;
    checkIn.mutate(result.ticket.id, {
      onSuccess: (answer) => {
        toast.success('Check-in Successful', { description: 'Ticket has been checked in successfully!' });
        setResult({ ...result, ticket: answer.ticket, canCheckIn: false, reason: 'already_used', message: null });
        codeField.current?.focus();
      },
      onError: (error) => toast.error('Check-in Failed', { description: error.message || 'Failed to check in ticket' }),
    });
  }

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink to="/dashboard" label="Back to Dashboard" />
        <Button asChild variant="ghost">
          <a href="/api/logout">
            <LogOutIcon aria-hidden /> Logout
          </a>
        </Button>
      </div>
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <ScanLineIcon className="size-7 text-primary" aria-hidden /> Ticket Scanner
      </h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="space-y-2">
            <Label htmlFor="doorEvent">Event at this door</Label>
            <NativeSelect
              id="doorEvent"
              value={doorEvent ?? ''}
              onChange={(e) => navigate({ search: { event: positiveId(e.currentTarget.value) }, replace: true })}
            >
              <option value="">Any event (no event check)</option>
              <EventOptions events={events.data} />
              {doorEvent && !events.data?.some((e) => e.id === doorEvent) && (
                // The door in the address before the list arrives (or if it fails), or a bookmarked
                // door for an event no longer listed: what the select shows is what scans enforce.
                <option value={doorEvent}>Event #{doorEvent}</option>
              )}
            </NativeSelect>
          </div>
          <form onSubmit={submit} className="space-y-2">
            <Label htmlFor="qrCode">QR code data</Label>
            <div className="flex gap-2">
              <Input
                ref={codeField}
                id="qrCode"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="ticket:…"
                autoComplete="off"
                autoFocus
                className="font-mono"
              />
              <PendingButton pending={scan.isPending} pendingLabel="Scanning...">
                Scan
              </PendingButton>
            </div>
            <p className="text-xs text-muted-foreground">
              Scan with a handheld scanner, paste the code, or use the camera.
            </p>
          </form>
          {cameraSupported() &&
            (camera ? (
              <CameraScanner onCode={fromCamera} onClose={() => setCamera(false)} />
            ) : (
              <Button type="button" variant="outline" onClick={() => setCamera(true)}>
                <CameraIcon aria-hidden /> Scan with camera
              </Button>
            ))}
        </CardContent>
      </Card>
      {result ? (
        <ScanResultPanel result={result} checkingIn={checkIn.isPending} onCheckIn={confirmCheckIn} />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Scan a ticket to see who it belongs to and check them in.
        </p>
      )}
    </main>
  );
}
