import { type components, unwrap } from '@pentas/openapi';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { manualTicketQueries } from './queries';

export type Allocation = components['schemas']['Allocation'];
export type LedgerEntry = components['schemas']['LedgerEntry'];
type SetAllocation = components['schemas']['SetAllocation'];
type RecordSettlement = components['schemas']['RecordSettlement'];

/** Allocations and the ledger, the first 100 rows in scope (an organizer's events, or all for admins). */
export const boxOfficeQueries = {
  all: () => [...manualTicketQueries.all(), 'box-office'] as const,
  allocations: () =>
    queryOptions({
      queryKey: [...boxOfficeQueries.all(), 'allocations'],
      queryFn: () => unwrap(api.GET('/api/box-office/allocations', { params: { query: { pageSize: 100 } } })),
    }),
  ledger: () =>
    queryOptions({
      queryKey: [...boxOfficeQueries.all(), 'ledger'],
      queryFn: () => unwrap(api.GET('/api/box-office/ledger', { params: { query: { pageSize: 100 } } })),
    }),
};

/** Every box-office write changes allocations, the ledger and what the form offers: ask again. */
function useBoxOfficeWrite<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manualTicketQueries.all() }),
  });
}

export const useSetAllocation = () =>
  useBoxOfficeWrite((body: SetAllocation) => unwrap(api.PUT('/api/box-office/allocations', { body })));
export const useRevokeAllocation = () =>
  useBoxOfficeWrite((id: number) =>
    unwrap(api.POST('/api/box-office/allocations/{id}/revoke', { params: { path: { id } } })),
  );
export const useRecordSettlement = () =>
  useBoxOfficeWrite((body: RecordSettlement) => unwrap(api.POST('/api/box-office/settlements', { body })));
