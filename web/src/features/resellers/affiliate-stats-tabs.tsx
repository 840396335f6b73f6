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
      <TabsList aria-label="Affiliate statistics" className="grid! w-full grid-cols-2 sm:inline-flex! sm:w-auto">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="performance">Performance</TabsTrigger>
        <TabsTrigger value="badges">Achievements</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
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
