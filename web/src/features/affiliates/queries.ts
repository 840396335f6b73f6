import { unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const affiliateQueries = {
  code: () =>
    queryOptions({
      queryKey: ['affiliate', 'code'],
      queryFn: () => unwrap(api.GET('/api/admin/affiliate-code')),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
