import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { safety } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/safety')({
  component: () => <StaticPage title={m.policy_safety()} {...safety()} />,
});
