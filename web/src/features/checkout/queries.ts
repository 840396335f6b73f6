import { unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const paymentQueries = {
  config: () =>
    queryOptions({
      queryKey: ['payments', 'config'],
      queryFn: () => unwrap(api.GET('/api/stripe/config')),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
