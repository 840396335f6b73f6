import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ClockIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { myEventQueries } from '@/features/events/queries';
import { entryBadge, entryStateWords } from './entry-words';
import { useOfferByHand, useUpdateWaitingList } from './mutations';
import { type ListOfType, type StaffEntry, waitingListQueries } from './queries';

/**
 * An event's "Waiting list" (its organizer's and admins'): per ticket type, the list's switch and offer
 * hours, what is on sale or freed for the list, and its entrants in order with "Offer now".
 */
export function EventWaitingListPage({ eventId }: { eventId: number }) {
  const { data: event } = useSuspenseQuery(myEventQueries.detail(eventId));
  const { data } = useSuspenseQuery(waitingListQueries.ofEvent(eventId));
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.sales_wl_title()}</h1>
      <p className="mt-1 text-muted-foreground">{m.sales_wl_intro({ title: event.title })}</p>
      <div className="mt-6 grid gap-6">
        {data.ticketTypes.length === 0 ? (
          <EmptyState icon={ClockIcon} title={m.sales_wl_no_types()} text={m.sales_wl_no_types_text()} />
        ) : (
          data.ticketTypes.map((list) => <TypeList key={list.ticketTypeId} list={list} timeZone={event.timeZone} />)
        )}
      </div>
    </main>
  );
}

function TypeList({ list, timeZone }: { list: ListOfType; timeZone: string }) {
  const live = list.entries.filter((e) => e.state === 'waiting' || e.state === 'offered');
  const ended = list.entries.filter((e) => e.state !== 'waiting' && e.state !== 'offered');
  return (
    <Card className="p-4 sm:p-6" data-testid="waiting-list-type">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{list.name}</h2>
          <p className="text-sm text-muted-foreground tabular">
            {m.sales_wl_counts({
              available: list.available,
              freed: list.freed,
              waiting: live.filter((e) => e.state === 'waiting').length,
            })}
          </p>
        </div>
        <Badge variant={list.enabled ? 'green' : 'gray'}>
          {list.enabled ? m.sales_wl_list_on() : m.sales_wl_list_off()}
        </Badge>
      </div>
      <Settings list={list} />
      {live.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{m.sales_wl_nobody()}</p>
      ) : (
        <ol className="mt-4 divide-y" aria-label={m.sales_wl_list_of({ name: list.name })}>
          {live.map((entry) => (
            <EntryRow key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </ol>
      )}
      {ended.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">
            {m.sales_wl_earlier({ count: ended.length })}
          </summary>
          <ul className="mt-2 divide-y">
            {ended.map((entry) => (
              <EntryRow key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}

function Settings({ list }: { list: ListOfType }) {
  const update = useUpdateWaitingList();
  const [hours, setHours] = useState(String(list.offerHours));
  const id = useId();
  const valid = /^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 24;
  const save = (enabled: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    if (valid) update.mutate({ ticketTypeId: list.ticketTypeId, enabled, offerHours: Number(hours) });
  };
  return (
    <form onSubmit={save(list.enabled)} className="mt-4 flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{m.sales_wl_hours()}</Label>
        <Input
          id={id}
          inputMode="numeric"
          className="w-28"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
        />
        {!valid && (
          <p id={`${id}-error`} className="text-xs text-destructive">
            {m.sales_whole_from_one({ max: 24 })}
          </p>
        )}
      </div>
      <PendingButton
        pending={update.isPending}
        pendingLabel={m.auth_saving()}
        variant="outline"
        disabled={!valid || update.isPending}
      >
        {m.sales_wl_save_hours()}
      </PendingButton>
      <Button
        type="button"
        variant={list.enabled ? 'outline' : 'default'}
        disabled={!valid || update.isPending}
        onClick={() => save(!list.enabled)()}
      >
        {list.enabled ? m.sales_wl_turn_off() : m.sales_wl_turn_on()}
      </Button>
    </form>
  );
}

function EntryRow({ entry, timeZone }: { entry: StaffEntry; timeZone: string }) {
  const offer = useOfferByHand();
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="waiting-list-row"
    >
      <div className="min-w-0">
        <p className="font-medium">
          {entry.position ? <span className="tabular">{entry.position}. </span> : null}
          {entry.buyer.name} <span className="text-sm text-muted-foreground break-all">{entry.buyer.email}</span>
        </p>
        <p className="text-sm text-muted-foreground tabular">
          {m.sales_wl_entry_line({ count: entry.quantity, time: formatEventDateTime(entry.joinedAt, timeZone) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={entryBadge[entry.state]}>{entryStateWords(entry, timeZone)}</Badge>
        {entry.state === 'waiting' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={offer.isPending}
            onClick={() => offer.mutate(entry.id)}
            aria-label={m.sales_wl_offer_now_to({ name: entry.buyer.name })}
          >
            {m.sales_wl_offer_now()}
          </Button>
        )}
      </div>
    </li>
  );
}
