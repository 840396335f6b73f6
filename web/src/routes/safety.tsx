import { createFileRoute } from '@tanstack/react-router';
import { safety } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/safety')({
  component: () => <StaticPage title="Safety Guidelines" intro={safety.intro} sections={safety.sections} />,
});
