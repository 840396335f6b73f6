import { m } from '@pentas/i18n/messages';
import { intlLocale } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { FigureCard } from '@/components/data/figure-card';
import { type AdminSectionPath, adminSections } from '@/components/layout/admin-sections';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { adminSectionWords } from './admin-section-page';
import { PaymentAlert } from './payment-alert';
import { adminEventQueries, adminQueries } from './queries';

const count = (n: number) => n.toLocaleString(intlLocale());

/**
 * The admin panel's overview (/admin): a few figures worth a glance, payment health's alert when it
 * needs a look, and one card per section (admin-sections.ts; its words in admin-section-page.tsx) saying
 * what it is for (decisions.md item 45).
 */
export function AdminPage() {
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.order_admin_panel()}</h1>
        <p className="mt-1 text-muted-foreground">{m.adm_panel_lead()}</p>
      </div>
      <PaymentAlert />
      <Figures />
      <section aria-labelledby="admin-sections" className="space-y-4">
        <h2 id="admin-sections" className="text-xl font-semibold">
          {m.adm_sections()}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {adminSections.map(({ path, icon: Icon }) => (
            <SectionCard key={path} path={path} icon={Icon} />
          ))}
        </ul>
      </section>
    </main>
  );
}

/** A section's card: its icon, its name (the link) and what it is for. */
function SectionCard({ path, icon: Icon }: { path: AdminSectionPath; icon: LucideIcon }) {
  const { label, description } = adminSectionWords(path);
  return (
    <li className="flex">
      <Card className="relative flex flex-1 items-start gap-3 p-4 focus-within:outline-2 focus-within:outline-ring hover:bg-accent">
        <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1">
          {/* The whole card is the link's target; its name stays the label alone. */}
          <Link to={path} className="font-semibold after:absolute after:inset-0 focus-visible:outline-none">
            {label}
          </Link>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <ChevronRightIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Card>
    </li>
  );
}

/** People, live events and today's payments: the totals of the first pages the sections show. */
function Figures() {
  const { data: health } = useSuspenseQuery(adminQueries.paymentHealth());
  const { data: users } = useSuspenseQuery(adminQueries.users({ query: '', page: 1 }));
  const { data: events } = useSuspenseQuery(adminEventQueries.page({ deleted: false, query: '', page: 1 }));
  return (
    <section aria-labelledby="admin-figures" className="space-y-4">
      <h2 id="admin-figures" className="sr-only">
        {m.adm_at_a_glance()}
      </h2>
      {/* Two abreast on phones: four figures stacked filled the first screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <FigureCard title={m.adm_fig_users()} note={m.adm_fig_users_note()}>
          {count(users.total)}
        </FigureCard>
        <FigureCard title={m.adm_fig_live_events()} note={m.adm_fig_live_events_note()}>
          {count(events.total)}
        </FigureCard>
        <FigureCard
          title={m.ops_failed_payments_today()}
          note={m.ops_of_attempts({ count: count(health.todayAttempts) })}
        >
          {count(health.todayFailures)}
          {health.failureRateHigh ? (
            <Badge variant="red">{m.ops_rate_high()}</Badge>
          ) : (
            <Badge variant="green">{m.ops_rate_normal()}</Badge>
          )}
        </FigureCard>
        <FigureCard
          title={m.ops_stuck_holds()}
          note={health.stuckOrders.count === 0 ? m.adm_fig_stuck_none() : m.adm_fig_stuck_some()}
        >
          {count(health.stuckOrders.count)}
        </FigureCard>
      </div>
    </section>
  );
}
