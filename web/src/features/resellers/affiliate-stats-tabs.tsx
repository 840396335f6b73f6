import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AffiliateAchievementsTab } from './affiliate-achievements-tab';
import { AffiliateEventsTab } from './affiliate-events-tab';
import { AffiliateOverviewTab } from './affiliate-overview-tab';
import { AffiliatePerformanceTab } from './affiliate-performance-tab';
import { affiliateQueries } from './queries';

/**
 * The affiliate portal's tabs: overview, performance, badges (shown as Achievements), events. Only
 * the open tab is mounted, so the charts' code arrives with the performance tab.
 */
export function AffiliateStatsTabs() {
  const { data: stats } = useSuspenseQuery(affiliateQueries.stats());
  return (
    <Tabs defaultValue="overview">
      {/* Two rows of two on a phone (four in one row needed 423 px and scrolled sideways at 375); `!` as cn does not merge classes. */}
      <TabsList
        aria-label={m.resell_affiliate_statistics()}
        className="grid! w-full grid-cols-2 sm:inline-flex! sm:w-auto"
      >
        <TabsTrigger value="overview">{m.resell_tab_overview()}</TabsTrigger>
        <TabsTrigger value="performance">{m.resell_tab_performance()}</TabsTrigger>
        <TabsTrigger value="badges">{m.resell_tab_achievements()}</TabsTrigger>
        <TabsTrigger value="events">{m.dashboard_tab_events()}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <AffiliateOverviewTab stats={stats} />
      </TabsContent>
      <TabsContent value="performance">
        <AffiliatePerformanceTab stats={stats} />
      </TabsContent>
      <TabsContent value="badges">
        <AffiliateAchievementsTab stats={stats} />
      </TabsContent>
      <TabsContent value="events">
        <AffiliateEventsTab stats={stats} />
      </TabsContent>
    </Tabs>
  );
}
