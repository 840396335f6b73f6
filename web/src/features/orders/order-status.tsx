import { m } from '@pentas/i18n/messages';
import { Badge } from '@/components/ui/badge';
import type { OrderDetail } from './queries';

type OrderStatus = OrderDetail['status'];

const variants: Record<OrderStatus, 'yellow' | 'green' | 'red' | 'gray'> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

const words: Record<OrderStatus, () => string> = {
  pending: m.order_status_pending,
  completed: m.order_status_completed,
  failed: m.order_status_failed,
  cancelled: m.status_cancelled,
};

/** An order's status in the spec's words ('Payment not completed', 'Tickets generated'), as the dashboard says it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={variants[status]}>{words[status]()}</Badge>;
}
