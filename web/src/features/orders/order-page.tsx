import { formatActionTime } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, ClockIcon, PrinterIcon, ReceiptIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { OrderDocuments } from './order-documents';
import { OrderEventCard } from './order-event';
import { OrderReceipt } from './order-receipt';
import { OrderRefunds, RefundAction } from './order-refunds';
import { OrderTickets } from './order-tickets';
import { PendingOrderActions } from './pending-order-actions';
import { type OrderDetail, orderQueries } from './queries';
import { refundedHeadline } from './refund-words';

/** The page of an order that is not there, or not the user's (the API says 404 to both). */
export function OrderNotFound() {
  return (
    <MessagePage
      figure={<ReceiptIcon className="size-12 text-muted-foreground" aria-hidden />}
      title="We couldn't find that order"
      text="It may have been deleted, or it belongs to another account."
    >
      <Button asChild>
        <Link to="/dashboard" search={{ tab: 'orders' }}>
          My orders
        </Link>
      </Button>
    </MessagePage>
  );
}

/** The words at the top: what the order's status means for the buyer, honestly. */
function headline(order: OrderDetail): { icon: ReactNode; title: string; text: string } {
  const tickets = order.tickets.length;
  const ticketWords = `${tickets} ticket${tickets === 1 ? '' : 's'}`;
  const done = <CheckCircle2Icon className="size-10 text-emerald-600" aria-hidden />;
  const waiting = <ClockIcon className="size-10 text-warm" aria-hidden />;
  const stopped = <XCircleIcon className="size-10 text-muted-foreground" aria-hidden />;
  const reason = order.failureReason ? ` ${order.failureReason}` : '';
  if (!order.yours) {
    return {
      icon: <ReceiptIcon className="size-10 text-primary" aria-hidden />,
      title: `${order.buyer.name}'s order`,
      text: `You are viewing a buyer's order as staff.`,
    };
  }
  if (order.status === 'completed' && order.event.cancelled) {
    return {
      icon: stopped,
      title: `${order.event.title} was cancelled`,
      text: `Its tickets no longer admit anyone. When an organizer cancels, the refund policy promises a full refund, fees included, within 5-10 business days.`,
    };
  }
  if (order.status === 'completed' && order.refundStatus === 'refunded') {
    return {
      icon: stopped,
      title: 'Order refunded',
      // Staff may give an amount back and leave tickets valid (decision 57): then they still admit.
      text: order.tickets.some((t) => t.status === 'active')
        ? refundedHeadline(order)
        : `${refundedHeadline(order)} Its tickets no longer admit anyone.`,
    };
  }
  switch (order.status) {
    case 'completed':
      return {
        icon: done,
        title: `You're going to ${order.event.title}`,
        text: order.issuedByBoxOffice
          ? `${ticketWords}, issued at the box office. Show a QR code below at the door.`
          : `Payment received: ${ticketWords}, ready below and in your dashboard.`,
      };
    case 'pending': {
      const held = order.holdExpiresAt && Date.parse(order.holdExpiresAt) > Date.now();
      return {
        icon: waiting,
        title: 'Payment not completed',
        text: held
          ? `Your tickets are held until ${formatActionTime(order.holdExpiresAt as string)}. No tickets are issued until payment goes through.`
          : 'The hold on these tickets has ended. No tickets were issued.',
      };
    }
    case 'failed':
      return { icon: stopped, title: 'Payment failed', text: `No tickets were issued.${reason}` };
    default:
      return { icon: stopped, title: 'Order cancelled', text: `No tickets were issued.${reason}` };
  }
}

/**
 * An order's page: where a buyer lands after paying (its confirmation), and every order in the
 * dashboard opens. Its status, the event (calendar file, directions), each ticket's QR code, and the
 * receipt, which is all a printed page shows.
 */
export function OrderPage({ id }: { id: string }) {
  const { data: order } = useSuspenseQuery(orderQueries.detail(id));
  const top = headline(order);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 print:max-w-2xl print:p-0">
      {order.yours ? (
        <BackLink to="/dashboard" search={{ tab: 'orders' }} label="My orders" className="print:hidden" />
      ) : (
        <BackLink to="/admin" label="Admin Panel" className="print:hidden" />
      )}
      {/* On paper: the merchant first, as a receipt starts. */}
      <div className="mb-6 hidden border-b pb-2 print:block">
        <p className="text-2xl font-bold">Pentas</p>
        <p className="text-sm">Event tickets for Malaysia and South-East Asia</p>
      </div>
      <header className="mt-2 flex items-start gap-4 print:hidden">
        <span className="shrink-0">{top.icon}</span>
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm text-muted-foreground">Order #{order.number}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{top.title}</h1>
          <p className="text-muted-foreground">{top.text}</p>
        </div>
      </header>
      {order.status === 'pending' && order.yours && <PendingOrderActions order={order} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px] print:mt-0 print:block print:space-y-6">
        <div className="min-w-0 space-y-6">
          <OrderEventCard order={order} />
          <OrderTickets order={order} />
          <OrderRefunds order={order} />
        </div>
        <div className="space-y-3 lg:sticky lg:top-20 lg:self-start">
          <OrderReceipt order={order} />
          {order.status === 'completed' && (
            <>
              <Button variant="outline" className="w-full print:hidden" onClick={() => window.print()}>
                <PrinterIcon aria-hidden /> Print receipt
              </Button>
              <OrderDocuments order={order} />
              <RefundAction order={order} />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
