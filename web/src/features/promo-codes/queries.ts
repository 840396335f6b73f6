import { type components, unwrapPage } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures } from '@/lib/changing-figures';

export type PromoCode = components['schemas']['PromoCode'];
/** What a code's dialog sets (the create request without the code itself). */
export type CodeSettings = Omit<components['schemas']['CreatePromoCodeRequest'], 'code'>;

/** Codes a page of the list shows. */
export const CODES_PAGE_SIZE = 20;

/** Query keys under ['promo-codes']: any save or delete invalidates them all. */
export const promoCodeQueries = {
  all: () => ['promo-codes'] as const,
  /** A page of an event's live codes, with their uses. */
  list: (eventId: number, page: number) =>
    queryOptions({
      queryKey: [...promoCodeQueries.all(), eventId, page],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/events/{id}/promo-codes', {
            params: { path: { id: eventId }, query: { page, pageSize: CODES_PAGE_SIZE } },
          }),
        ),
      // Uses move with every checkout: asked again each time the page opens.
      ...changingFigures,
    }),
};
