import { type components, type operations, unwrap, unwrapPage } from '@pentas/openapi';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures } from '@/lib/changing-figures';
import { ADMIN_PAGE_SIZE, adminQueries, type NumberedPage } from './queries';

export type MailSummary = components['schemas']['MailSummary'];
export type MailDetail = components['schemas']['MailDetail'];
export type MailStatus = MailSummary['status'];
export type MailKind = MailSummary['kind'];
export type MailFilters = Omit<NonNullable<operations['listMail']['parameters']['query']>, 'page' | 'pageSize'>;

/** Query keys under ['admin', 'mail']: a resend invalidates them. */
export const mailQueries = {
  all: () => [...adminQueries.all(), 'mail'] as const,
  /** One page of the outbox the filters keep, newest first, and their total. */
  page: (filters: MailFilters, page: number) =>
    queryOptions({
      queryKey: [...mailQueries.all(), 'page', filters, page],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/admin/mail', { params: { query: { ...filters, page, pageSize: ADMIN_PAGE_SIZE } } }),
        ).then((answer): NumberedPage<MailSummary, MailFilters> => ({ ...answer, page, filters })),
      ...changingFigures,
    }),
  detail: (mailId: string) =>
    queryOptions({
      queryKey: [...mailQueries.all(), 'detail', mailId],
      queryFn: () => unwrap(api.GET('/api/admin/mail/{mailId}', { params: { path: { mailId } } })),
      ...changingFigures,
    }),
};

export const loadMailPage = (queryClient: QueryClient, { filters, page }: { filters: MailFilters; page: number }) =>
  queryClient.ensureQueryData(mailQueries.page(filters, page));

/** Where the browser downloads an attachment (with the session's cookie). */
export const attachmentUrl = (mailId: string, index: number) => `/api/admin/mail/${mailId}/attachments/${index}`;
