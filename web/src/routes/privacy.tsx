import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { privacy } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/privacy')({
  component: () => <StaticPage title={m.policy_privacy()} {...privacy()} />,
});
