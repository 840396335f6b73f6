import { m } from '@pentas/i18n/messages';
import type { components } from '@pentas/openapi';
import { formatActionTime } from '@pentas/openapi';
import { AlertTriangleIcon, CheckCircle2Icon, CopyIcon, QrCodeIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/lib/session';
import { useCopy } from '@/lib/use-copy';
import { TicketStatusBadge } from '../tickets/ticket-status';
import { useTestScan } from './mutations';

type TestScanResult = components['schemas']['TestScanResult'];

/** The shape of a ticket's code: the same in every language. */
const CODE_FORMAT = 'ticket:TICKET_ID:EVENT_ID:USER_ID';

const samples = () => [
  { label: m.ops_qr_sample_format(), code: CODE_FORMAT },
  {
    label: m.ops_qr_sample_forged(),
    code: 'ticket:5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14:1:demo-user:not-a-real-signature',
  },
  { label: m.ops_qr_sample_link(), code: 'https://pentas.example/events/1' },
];

/** The QR test page: make a QR of any text; admins and organizers can also test-scan it. */
export function QrTestPage() {
  const { copy } = useCopy(m.ops_qr_copy_what());
  // Test and debug scans are for admins and organizers: the create-events permission, as the API checks.
  const canScan = useCurrentUser().can('create-events');
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const scan = useTestScan();

  async function generate(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    const QRCode = await import('qrcode');
    setImage(await QRCode.toDataURL(text.trim(), { width: 256, margin: 2, errorCorrectionLevel: 'M' }));
  }

  const busy = scan.isPending;
  const empty = !text.trim();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <QrCodeIcon className="size-7 text-primary" aria-hidden /> {m.ops_qr_test()}
      </h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <form onSubmit={generate} className="space-y-2">
            <Label htmlFor="qrText">{m.ops_qr_text_to_encode()}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="qrText"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={CODE_FORMAT}
                className="font-mono"
              />
              <Button type="submit" disabled={empty}>
                {m.ops_qr_generate()}
              </Button>
            </div>
          </form>
          {canScan && (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                disabled={busy || empty}
                onClick={() => scan.mutate({ qrCode: text.trim(), mode: 'test' })}
              >
                {m.ops_qr_test_scan()}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy || empty}
                onClick={() => scan.mutate({ qrCode: text.trim(), mode: 'debug' })}
              >
                {m.ops_qr_debug_scan()}
              </Button>
            </div>
          )}
          <p className="text-sm text-muted-foreground">{m.ops_qr_explain()}</p>
          {image && (
            <img src={image} alt={m.ops_qr_alt({ text: text.trim() })} width={256} height={256} className="size-64" />
          )}
        </CardContent>
      </Card>

      {scan.isError && (
        <p role="alert" className="flex gap-2 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden /> {scan.error.message}
        </p>
      )}
      {scan.data && <TestScanReport result={scan.data} />}

      <Card>
        <CardHeader>
          <CardTitle>{m.ops_qr_samples()}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {samples().map((s) => (
              <li key={s.code} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{s.label}</p>
                  <p className="truncate font-mono text-xs text-muted-foreground">{s.code}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="outline" onClick={() => setText(s.code)}>
                    {m.ops_qr_use()}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => copy(s.code)}
                    aria-label={m.ops_qr_copy_named({ label: s.label })}
                  >
                    <CopyIcon aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}

function TestScanReport({ result }: { result: TestScanResult }) {
  if (!result.passed || !result.ticket || !result.user) {
    const failed = result.checks.find((c) => !c.passed);
    return (
      <div role="alert" className="space-y-2 rounded-md bg-destructive/10 p-4 text-sm text-destructive">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangleIcon className="size-4" aria-hidden />{' '}
          {failed ? m.ops_scan_failed_named({ check: failed.name }) : m.ops_scan_failed()}
        </p>
        <ul className="space-y-1">
          {result.checks.map((c) => (
            <li key={c.name}>
              {c.passed ? '✓' : '✗'} {c.name}: {c.detail}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const { ticket, user } = result;
  return (
    <Card data-testid="scan-successful">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-emerald-700">
          <CheckCircle2Icon aria-hidden /> {m.ops_scan_successful()}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{m.ops_ticket()}</dt>
          <dd className="font-mono text-xs">{ticket.id}</dd>
          <dt className="text-muted-foreground">{m.pdf_event()}</dt>
          <dd>{ticket.event.title}</dd>
          <dt className="text-muted-foreground">{m.ops_type()}</dt>
          <dd>{ticket.ticketType.name}</dd>
          <dt className="text-muted-foreground">{m.ops_status()}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} eventCancelled={ticket.event.cancelled} />
          </dd>
          <dt className="text-muted-foreground">{m.ops_holder()}</dt>
          <dd>
            {user.email} ({[user.firstName, user.lastName].filter(Boolean).join(' ')})
          </dd>
          <dt className="text-muted-foreground">{m.ops_checked_in()}</dt>
          <dd className="tabular">{ticket.checkedInAt ? formatActionTime(ticket.checkedInAt) : m.ops_not_yet()}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
