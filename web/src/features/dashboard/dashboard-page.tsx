import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BarChart3Icon, PencilIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmbedSnippetButton } from '@/features/events/embed-snippet';
import { myEventQueries } from '@/features/events/queries';
import { IssueTicketsButton } from '@/features/manual-tickets/issue-tickets-button';
import { OrdersTab } from '@/features/orders/orders-tab';
import { TicketsHelp, TicketsTab } from '@/features/tickets/tickets-tab';
import { MyWaitingList } from '@/features/waiting-list/my-waiting-list';
import { useCurrentUser } from '@/lib/session';
import { dashboardTabsFor } from './tab-data';
import type { DashboardTab } from './tabs';

function OrganizerEvents() {
  const { data: events } = useSuspenseQuery(myEventQueries.list());
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/create-event">
            <PlusIcon aria-hidden /> {m.dashboard_create_event()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/manage-events">{m.dashboard_manage_events()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/event-data">{m.dashboard_event_data()}</Link>
        </Button>
      </div>
      {events.length === 0 ? (
        <p className="text-muted-foreground">{m.dashboard_no_events()}</p>
      ) : (
        <ul className="grid gap-3">
          {events.map((e) => (
            <li key={e.id}>
              <Card
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="dashboard-event"
              >
                <div>
                  <p className="font-semibold">{e.title}</p>
                  <p className="text-sm text-muted-foreground tabular">
                    {formatEventDateTime(e.dateTime, e.timeZone)} ·{' '}
                    {m.dashboard_event_sold({ sold: e.ticketsSold, capacity: e.capacity })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to="/events/$id" params={{ id: e.id }}>
                      {m.dashboard_view()}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/events/$id/edit" params={{ id: e.id }}>
                      <PencilIcon aria-hidden /> {m.dashboard_edit()}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/analytics" search={{ eventId: e.id }}>
                      <BarChart3Icon aria-hidden /> {m.dashboard_analytics()}
                    </Link>
                  </Button>
                  <IssueTicketsButton eventId={e.id} eventTitle={e.title} />
                  <EmbedSnippetButton eventId={e.id} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const tabLabels: Record<DashboardTab, () => string> = {
  events: m.dashboard_tab_events,
  tickets: m.dashboard_tab_tickets,
  orders: m.dashboard_tab_orders,
  instructions: m.dashboard_tab_guide,
};

/**
 * The dashboard, the tab in the URL (/dashboard?tab=orders): an organizer's events first, then
 * tickets, orders and the guide; no events tab for someone who creates none.
 */
export function DashboardPage({ tab }: { tab: DashboardTab }) {
  const navigate = useNavigate({ from: '/dashboard' });
  const { user } = useCurrentUser();
  const tabs = user ? dashboardTabsFor(user) : [tab];
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.dashboard_title()}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => navigate({ search: { tab: value as DashboardTab }, replace: true })}
        className="mt-6"
      >
        <TabsList>
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t}>
              {tabLabels[t]()}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="tickets">
          <TicketsTab />
        </TabsContent>
        <TabsContent value="orders">
          <MyWaitingList />
          <OrdersTab />
        </TabsContent>
        {tabs.includes('events') && (
          <TabsContent value="events">
            <OrganizerEvents />
          </TabsContent>
        )}
        <TabsContent value="instructions">
          <div className="space-y-3 rounded-xl border bg-card p-6 leading-relaxed">
            <h2 className="text-lg font-semibold">{m.dashboard_using_tickets()}</h2>
            <TicketsHelp />
          </div>
        </TabsContent>
      </Tabs>
    </main>
  );
}
