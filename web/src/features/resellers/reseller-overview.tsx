import { m } from '@pentas/i18n/messages';
import { formatPrice, intlLocale } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { boxOfficeQueries } from '@/features/manual-tickets/box-office-queries';
import { badgeGoal, badgeName, badgeProgress } from './badge-words';
import { MoneyLines } from './money-lines';
import { ProgressBar } from './progress-bar';
import { type ResellerOverview as Overview, resellerQueries } from './queries';

const PERIODS = [
  ['today', m.resell_today],
  ['last7Days', m.resell_last_7_days],
  ['last30Days', m.resell_last_30_days],
] as const;

/** Badges shown in progress: the closest to being earned first. */
const BADGES_SHOWN = 3;

/**
 * The top of the reseller's dashboard: their sales today, over 7 and 30 days (sold = completed,
 * box office and code alike; money per currency), the badges closest to being earned, and what they
 * owe organizers for the tickets they issued (decisions.md items 29 and 47).
 */
export function ResellerOverview() {
  const overview = useQuery(resellerQueries.overview());
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError)
    return (
      <p role="alert" className="rounded-md border border-dashed p-4 text-muted-foreground">
        {m.resell_figures_failed()}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => overview.refetch()}>
          {m.wallet_try_again()}
        </Button>
      </p>
    );
  return (
    <div className="space-y-8">
      <SalesFigures overview={overview.data} />
      <BadgesInProgress overview={overview.data} />
      <WhatYouOwe />
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-3" role="status" aria-label={m.resell_figures_loading()}>
      {PERIODS.map(([key]) => (
        <Skeleton key={key} className="h-28" />
      ))}
    </div>
  );
}

function SalesFigures({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="reseller-sales" className="space-y-3">
      <h2 id="reseller-sales" className="text-xl font-semibold">
        {m.resell_your_sales()}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {PERIODS.map(([key, words]) => {
          const period = overview[key];
          const label = words();
          return (
            <li key={key}>
              <Card className="h-full space-y-1 p-4" role="group" aria-label={label}>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-2xl font-bold tabular">
                  {m.resell_sale_count({ count: period.sales, shown: period.sales.toLocaleString(intlLocale()) })}
                </p>
                <p className="text-sm text-muted-foreground tabular">
                  {m.resell_ticket_count({ count: period.tickets, shown: period.tickets.toLocaleString(intlLocale()) })}
                </p>
                <div className="text-sm font-medium">
                  <MoneyLines amounts={period.revenue} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{m.resell_sales_note()}</p>
    </section>
  );
}

function BadgesInProgress({ overview }: { overview: Overview }) {
  const next = overview.badges
    .filter((b) => !b.earned)
    .sort((a, b) => b.progress / b.threshold - a.progress / a.threshold)
    .slice(0, BADGES_SHOWN);
  const earned = overview.badges.length - overview.badges.filter((b) => !b.earned).length;
  return (
    <section aria-labelledby="reseller-badges" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reseller-badges" className="text-xl font-semibold">
          {m.resell_badges_in_progress()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.resell_badges_earned({ earned, total: overview.badges.length })} ·{' '}
          <Link to="/reseller/affiliate" className="underline underline-offset-4">
            {m.resell_all_achievements()}
          </Link>
        </p>
      </div>
      {next.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-muted-foreground">{m.resell_every_badge_earned()}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {next.map((badge) => {
            const name = badgeName(badge);
            return (
              <li key={badge.id}>
                <Card className="h-full space-y-2 p-4" role="group" aria-label={name}>
                  <p className="font-semibold wrap-anywhere">{name}</p>
                  <p className="text-sm text-muted-foreground">{m.resell_next_goal({ goal: badgeGoal(badge) })}</p>
                  <ProgressBar label={m.resell_badge_progress({ name })} value={badge.progress} max={badge.threshold} />
                  <p className="text-xs text-muted-foreground tabular">{badgeProgress(badge)}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The reseller's own ledger: per event, what they issued at face value, settled and still owe. */
function WhatYouOwe() {
  const ledger = useQuery(boxOfficeQueries.ledger());
  if (ledger.isPending) return <Skeleton className="h-20" />;
  if (ledger.isError || ledger.data.length === 0) return null;
  return (
    <section aria-labelledby="reseller-ledger" className="space-y-3">
      <h2 id="reseller-ledger" className="text-xl font-semibold">
        {m.resell_what_you_owe()}
      </h2>
      <ul className="divide-y rounded-md border" aria-label={m.resell_your_ledger()}>
        {ledger.data.map((row) => {
          const money = (v: string) => formatPrice(v, row.currency);
          return (
            <li key={row.eventId} className="space-y-1 p-3 text-sm">
              <p className="min-w-0 break-words font-medium">{row.eventTitle}</p>
              <p className="tabular text-muted-foreground">
                {m.resell_ledger_line({
                  count: row.ticketsIssued,
                  owed: money(row.owed),
                  settled: money(row.settled),
                })}
              </p>
              <p className="tabular">
                <strong>{m.resell_outstanding({ amount: money(row.outstanding) })}</strong>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
