import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { refunds } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/refunds')({
  component: () => <StaticPage title={m.policy_refunds()} {...refunds()} />,
});
