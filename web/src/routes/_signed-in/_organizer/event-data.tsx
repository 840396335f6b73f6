import { createFileRoute } from '@tanstack/react-router';
import { EventDataPage } from '@/features/events/event-data-page';

export const Route = createFileRoute('/_signed-in/_organizer/event-data')({ component: EventDataPage });
