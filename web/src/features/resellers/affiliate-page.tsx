import { m } from '@pentas/i18n/messages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CheckIcon, CopyIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { WorkspaceBackLink } from '@/components/layout/workspace-back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCopy } from '@/lib/use-copy';
import { EmbedSnippetButton } from '../events/embed-snippet';
import { EventOptions } from '../events/event-options';
import { eventQueries } from '../events/queries';
import { AffiliateStatsTabs } from './affiliate-stats-tabs';
import { affiliateQueries } from './queries';

/**
 * The affiliate portal: the code and link with copy, the widget with the code for any event, and
 * the code's figures in tabs (the loader asks for them once the code exists).
 */
export function AffiliatePage() {
  const { data: code } = useSuspenseQuery(affiliateQueries.code());
  const events = useQuery(eventQueries.pickable());
  const [eventId, setEventId] = useState<number | null>(null);
  const { copied, copy } = useCopy(m.resell_copy_what_link(), m.resell_link_copied());

  const chosen = eventId ?? events.data?.[0]?.id ?? null;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <WorkspaceBackLink />
      <h1 className="text-3xl font-bold tracking-tight">{m.resell_affiliate_portal()}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LinkIcon className="size-5 text-primary" aria-hidden /> {m.resell_your_affiliate_link()}
          </CardTitle>
          <CardDescription>{m.resell_affiliate_link_lead()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p>
            {m.resell_code_label()}{' '}
            <span className="font-mono font-semibold" data-testid="affiliate-code">
              {code.affiliateCode}
            </span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <code className="flex-1 truncate rounded-md bg-muted px-3 py-2 text-sm">{code.affiliateUrl}</code>
            <Button variant="outline" onClick={() => copy(code.affiliateUrl)}>
              {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {copied ? m.resell_copied() : m.resell_copy_link()}
            </Button>
          </div>
        </CardContent>
      </Card>
      <section className="space-y-3" aria-labelledby="affiliate-stats">
        <h2 id="affiliate-stats" className="text-xl font-semibold">
          {m.resell_your_performance()}
        </h2>
        <AffiliateStatsTabs />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{m.resell_embed_title()}</CardTitle>
          <CardDescription>{m.resell_embed_lead()}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-2">
            <Label htmlFor="embedEvent">{m.pdf_event()}</Label>
            <NativeSelect
              id="embedEvent"
              value={chosen ?? ''}
              disabled={!events.data?.length}
              onChange={(e) => setEventId(Number(e.target.value))}
            >
              <EventOptions events={events.data} />
            </NativeSelect>
          </div>
          {chosen !== null && <EmbedSnippetButton eventId={chosen} />}
        </CardContent>
      </Card>
    </main>
  );
}
