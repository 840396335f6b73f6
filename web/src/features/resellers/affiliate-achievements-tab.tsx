import { m } from '@pentas/i18n/messages';
import { AwardIcon, DownloadIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { badgeGoal, badgeName, badgeProgress } from './badge-words';
import { downloadBadge } from './download-badge';
import { ProgressBar } from './progress-bar';
import type { AffiliateStats } from './queries';

/**
 * The affiliate portal's badges, shown as Achievements: the eight badges earned or in progress (the
 * API decides which, decisions.md item 18), completion as the API rounds it, and each earned badge
 * as a 300x200 image to download.
 */
export function AffiliateAchievementsTab({ stats }: { stats: AffiliateStats }) {
  const earned = stats.badges.filter((b) => b.earned).length;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="font-medium">
          {m.resell_badges_earned({ earned, total: stats.badges.length })} ·{' '}
          <span data-testid="completion">{m.resell_completion({ percent: stats.completion })}</span>
        </p>
        <ProgressBar label={m.resell_achievements_completed()} value={stats.completion} max={100} />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {stats.badges.map((badge) => {
          const name = badgeName(badge);
          return (
            <li key={badge.id}>
              <Card
                className={cn('flex h-full flex-col gap-3 p-4', !badge.earned && 'opacity-80')}
                role="group"
                aria-label={name}
              >
                <div className="flex items-start gap-3">
                  <AwardIcon
                    className={cn('size-8 shrink-0', badge.earned ? 'text-amber-500' : 'text-muted-foreground')}
                    aria-hidden
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="min-w-0 font-semibold wrap-anywhere">{name}</h3>
                    <p className="text-sm text-muted-foreground">{badgeGoal(badge)}</p>
                  </div>
                  <Badge variant={badge.earned ? 'green' : 'gray'}>
                    {badge.earned ? m.resell_badge_earned() : m.resell_badge_in_progress()}
                  </Badge>
                </div>
                {badge.earned ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() =>
                      downloadBadge(badge.id, {
                        badgeName: name,
                        earnedFor: badgeGoal(badge),
                        resellerName: stats.affiliate.name,
                        code: stats.affiliate.code,
                      })
                    }
                  >
                    <DownloadIcon aria-hidden /> {m.resell_download_badge()}
                  </Button>
                ) : (
                  <div className="space-y-1">
                    <ProgressBar
                      label={m.resell_badge_progress({ name })}
                      value={badge.progress}
                      max={badge.threshold}
                    />
                    <p className="text-xs text-muted-foreground tabular">{badgeProgress(badge)}</p>
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
