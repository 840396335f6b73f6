import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { MailNotFound, MailPage } from '@/features/admin/mail-page';
import { mailQueries } from '@/features/admin/mail-queries';
import { mailIdParam } from '@/lib/search-params';

/** One mail in the admins' mail viewer, as its recipient sees it. */
export const Route = createFileRoute('/_signed-in/_staff/admin/mail/$mailId')({
  params: mailIdParam,
  staticData: { pending: { label: m.adm_loading_mail_route } },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(mailQueries.detail(params.mailId)),
  notFoundComponent: MailNotFound,
  component: () => <MailPage mailId={Route.useParams().mailId} />,
});
