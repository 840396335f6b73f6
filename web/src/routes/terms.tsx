import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { terms } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/terms')({
  component: () => <StaticPage title={m.policy_terms()} {...terms()} />,
});
