import { m } from '@pentas/i18n/messages';
import { type components, unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventQueries } from '@/features/events/queries';
import { api } from '@/lib/api';
import { promoCodeQueries } from './queries';

type CreateBody = components['schemas']['CreatePromoCodeRequest'];
type UpdateBody = components['schemas']['UpdatePromoCodeRequest'];
type BulkBody = components['schemas']['BulkPromoCodesRequest'];

/** The codes asked again after any answer; the catalog too (a reservation changes what is left on sale). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [promoCodeQueries.all(), eventQueries.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** POST /api/events/{id}/promo-codes. */
export function useCreateCode(eventId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateBody) =>
      unwrap(api.POST('/api/events/{id}/promo-codes', { params: { path: { id: eventId } }, body })),
    onSettled: refresh,
  });
}

/** PATCH /api/promo-codes/{id}. */
export function useUpdateCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBody }) =>
      unwrap(api.PATCH('/api/promo-codes/{id}', { params: { path: { id } }, body })),
    onSettled: refresh,
  });
}

/** DELETE /api/promo-codes/{id}: tickets bought with it keep their price. */
export function useDeleteCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/promo-codes/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/** POST /api/events/{id}/promo-codes/bulk: N codes with a prefix, answered with their CSV. */
export function useBulkCreate(eventId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: BulkBody) => {
      const answer = await unwrap(
        api.POST('/api/events/{id}/promo-codes/bulk', {
          params: { path: { id: eventId }, query: { format: 'json' } },
          body,
        }),
      );
      // Asked as JSON (the codes and their CSV); the bare CSV is for integrators.
      if (typeof answer === 'string') throw new Error(m.sales_bulk_unexpected());
      return answer;
    },
    onSettled: refresh,
  });
}
