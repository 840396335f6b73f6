import { Badge } from '@/components/ui/badge';
import type { OrderDetail } from './queries';

/** An order's status in the spec's words ('Payment not completed', 'Tickets generated'), as the dashboard says it. */
const looks: Record<OrderDetail['status'], { text: string; variant: 'yellow' | 'green' | 'red' | 'gray' }> = {
  pending: { text: 'Payment not completed', variant: 'yellow' },
  completed: { text: 'Tickets generated', variant: 'green' },
  failed: { text: 'Failed', variant: 'red' },
  cancelled: { text: 'Cancelled', variant: 'gray' },
};

export function OrderStatusBadge({ status }: { status: OrderDetail['status'] }) {
  return <Badge variant={looks[status].variant}>{looks[status].text}</Badge>;
}
