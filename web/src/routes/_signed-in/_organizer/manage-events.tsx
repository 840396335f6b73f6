import { createFileRoute } from '@tanstack/react-router';
import { ManageEventsPage } from '@/features/events/manage-events-page';

export const Route = createFileRoute('/_signed-in/_organizer/manage-events')({ component: ManageEventsPage });
