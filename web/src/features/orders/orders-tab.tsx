import { formatActionTime } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ReceiptIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { BrowseEventsButton, EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useDeleteOrder } from './mutations';
import { OrderResumeActions } from './order-resume-actions';
import { type Order, orderQueries, orderTotal } from './queries';
import { refundStatusWords } from './refund-words';

const statusLabel: Record<Order['status'], { text: string; variant: 'yellow' | 'green' | 'red' | 'gray' }> = {
  pending: { text: 'Payment not completed', variant: 'yellow' },
  completed: { text: 'Tickets generated', variant: 'green' },
  failed: { text: 'Failed', variant: 'red' },
  cancelled: { text: 'Cancelled', variant: 'gray' },
};

/**
 * The Orders tab: id (first 8 characters), status, date, items, total; unpaid orders can be deleted, and
 * paid (their countdown and 'Complete payment') or started again (order-resume-actions.tsx).
 */
export function OrdersTab() {
  const { data: orders } = useSuspenseQuery(orderQueries.mine());
  const remove = useDeleteOrder();
  const [confirming, setConfirming] = useState<Order | null>(null);

  function confirmDelete() {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast.success('Order deleted'),
      onError: (error) => {
        // A lost session logs in again ('Unauthorized', 500 ms), like every other signed-in action.
        if (isUnauthorized(error)) return logInAgain();
        const { title, description } = errorToast(error, { title: 'Error', description: 'Failed to delete order' });
        toast.error(title, { description });
      },
      onSettled: () => setConfirming(null),
    });
  }

  if (orders.length === 0) {
    return (
      <EmptyState icon={ReceiptIcon} title="No orders yet">
        <BrowseEventsButton />
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="order">
              <div className="space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm">#{order.id.slice(0, 8)}</span>
                  <Badge variant={statusLabel[order.status].variant}>{statusLabel[order.status].text}</Badge>
                  {refundStatusWords[order.refundStatus] && (
                    <Badge variant="gray">{refundStatusWords[order.refundStatus]}</Badge>
                  )}
                </div>
                <p className="font-semibold">{order.eventTitle}</p>
                <p className="text-sm text-muted-foreground">
                  {order.orderItems.map((i) => `${i.quantity} × ${i.ticketType.name}`).join(', ')} ·{' '}
                  {formatActionTime(order.createdAt)}
                </p>
                {order.failureReason && order.status !== 'pending' && (
                  <p className="text-sm text-muted-foreground">{order.failureReason}</p>
                )}
              </div>
              <div className="flex items-center gap-3 sm:justify-end">
                <span className="font-semibold text-warm tabular" data-testid="order-total">
                  {orderTotal(order)}
                </span>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to="/orders/$orderId"
                    params={{ orderId: order.id }}
                    aria-label={`View order ${order.id.slice(0, 8)}`}
                  >
                    View order
                  </Link>
                </Button>
                {(order.status === 'pending' || order.status === 'cancelled') && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirming(order)}
                    aria-label={`Delete order ${order.id.slice(0, 8)}`}
                  >
                    <Trash2Icon aria-hidden /> Delete
                  </Button>
                )}
              </div>
              <OrderResumeActions order={order} />
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete order</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete this order? This action cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <PendingButton
              type="button"
              variant="destructive"
              pending={remove.isPending}
              pendingLabel="Deleting..."
              onClick={confirmDelete}
            >
              Delete
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
