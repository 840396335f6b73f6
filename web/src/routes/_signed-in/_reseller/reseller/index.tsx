import { createFileRoute } from '@tanstack/react-router';
import { ResellerPage } from '@/features/reseller/reseller-page';

// No loader: the form waits for its events behind its own skeleton, as in /admin and the organizers'
// dialog. A loader would list the page's chunks a second time in the entry bundle (landing budget).
export const Route = createFileRoute('/_signed-in/_reseller/reseller/')({
  component: ResellerPage,
});
