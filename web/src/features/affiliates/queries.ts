import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures } from '@/lib/changing-figures';

export type AffiliateStats = components['schemas']['AffiliateStats'];
export type AffiliateBadge = AffiliateStats['badges'][number];

export const affiliateQueries = {
  code: () =>
    queryOptions({
      queryKey: ['affiliate', 'code'],
      queryFn: () => unwrap(api.GET('/api/admin/affiliate-code')),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * The portal's figures and badges for one's own code (404 before the code exists, so asked after
   * it). Sales change with every order: a visit asks again.
   */
  stats: () =>
    queryOptions({
      queryKey: ['affiliate', 'stats'],
      queryFn: () => unwrap(api.GET('/api/admin/affiliate-stats')),
      ...changingFigures,
    }),
};
