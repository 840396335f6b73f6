import { createFileRoute } from '@tanstack/react-router';
import { refunds } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/refunds')({
  component: () => <StaticPage title="Refund Policy" intro={refunds.intro} sections={refunds.sections} />,
});
