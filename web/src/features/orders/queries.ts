import { type components, unwrap } from '@pentas/openapi';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Order = components['schemas']['Order'];

export const orderQueries = {
  all: () => ['orders'] as const,
  mine: () =>
    queryOptions({ queryKey: [...orderQueries.all(), 'mine'], queryFn: () => unwrap(api.GET('/api/my-orders')) }),
};

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/orders/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}
