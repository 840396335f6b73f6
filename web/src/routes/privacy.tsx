import { createFileRoute } from '@tanstack/react-router';
import { privacy } from '@/features/static/policies';
import { StaticPage } from '@/features/static/static-page';

export const Route = createFileRoute('/privacy')({
  component: () => <StaticPage title="Privacy Policy" intro={privacy.intro} sections={privacy.sections} />,
});
