import { m } from '@pentas/i18n/messages';
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
import { eventTitle } from '@/features/events/catalog-words';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useDeleteOrder } from './mutations';
import { OrderResumeActions } from './order-resume-actions';
import { OrderStatusBadge } from './order-status';
import { type Order, orderQueries, orderTotal } from './queries';
import { refundStatusWords } from './refund-words';

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
      onSuccess: () => toast.success(m.order_deleted()),
      onError: (error) => {
        // A lost session logs in again ('Unauthorized', 500 ms), like every other signed-in action.
        if (isUnauthorized(error)) return logInAgain();
        const { title, description } = errorToast(error, {
          title: m.error(),
          description: m.order_delete_failed(),
        });
        toast.error(title, { description });
      },
      onSettled: () => setConfirming(null),
    });
  }

  if (orders.length === 0) {
    return (
      <EmptyState icon={ReceiptIcon} title={m.order_none_yet()}>
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
                  <OrderStatusBadge status={order.status} />
                  {refundStatusWords(order.refundStatus) && (
                    <Badge variant="gray">{refundStatusWords(order.refundStatus)}</Badge>
                  )}
                </div>
                <p className="font-semibold">{eventTitle({ title: order.eventTitle, titleMs: order.eventTitleMs })}</p>
                <p className="text-sm text-muted-foreground">
                  {order.orderItems.map((i) => `${i.quantity} × ${i.ticketType.name}`).join(', ')} ·{' '}
                  {formatActionTime(order.createdAt)}
                </p>
                {order.failureReason && order.status !== 'pending' && (
                  <p className="text-sm text-muted-foreground">{order.failureReason}</p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3 sm:justify-end">
                <span className="font-semibold text-warm tabular" data-testid="order-total">
                  {orderTotal(order)}
                </span>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to="/orders/$orderId"
                    params={{ orderId: order.id }}
                    aria-label={m.order_view_named({ id: order.id.slice(0, 8) })}
                  >
                    {m.order_view()}
                  </Link>
                </Button>
                {(order.status === 'pending' || order.status === 'cancelled') && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirming(order)}
                    aria-label={m.order_delete_named({ id: order.id.slice(0, 8) })}
                  >
                    <Trash2Icon aria-hidden /> {m.order_delete()}
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
            <DialogTitle>{m.order_delete_title()}</DialogTitle>
            <DialogDescription>{m.order_delete_confirm()}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {m.cancel()}
            </Button>
            <PendingButton
              type="button"
              variant="destructive"
              pending={remove.isPending}
              pendingLabel={m.order_deleting()}
              onClick={confirmDelete}
            >
              {m.order_delete()}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
