import { m } from '@pentas/i18n/messages';
import { getLocale } from '@pentas/i18n/runtime';
import { eventTitleIn, formatActionTime } from '@pentas/openapi';
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
      title={m.order_not_found_title()}
      text={m.order_not_found_text()}
    >
      <Button asChild>
        <Link to="/dashboard" search={{ tab: 'orders' }}>
          {m.order_my_orders()}
        </Link>
      </Button>
    </MessagePage>
  );
}

/** The words at the top: what the order's status means for the buyer, honestly. */
function headline(order: OrderDetail): { icon: ReactNode; title: string; text: string } {
  const count = order.tickets.length;
  const title = eventTitleIn(order.event, getLocale());
  const done = <CheckCircle2Icon className="size-10 text-emerald-600" aria-hidden />;
  const waiting = <ClockIcon className="size-10 text-warm" aria-hidden />;
  const stopped = <XCircleIcon className="size-10 text-muted-foreground" aria-hidden />;
  const reason = order.failureReason ? ` ${order.failureReason}` : '';
  if (!order.yours) {
    return {
      icon: <ReceiptIcon className="size-10 text-primary" aria-hidden />,
      title: m.order_buyers_order({ name: order.buyer.name }),
      text: m.order_viewing_as_staff(),
    };
  }
  if (order.status === 'completed' && order.event.cancelled) {
    return {
      icon: stopped,
      title: m.order_event_cancelled_title({ title }),
      text: m.order_event_cancelled_text(),
    };
  }
  if (order.status === 'completed' && order.refundStatus === 'refunded') {
    return {
      icon: stopped,
      title: m.order_refunded_title(),
      // Staff may give an amount back and leave tickets valid (decision 57): then they still admit.
      text: order.tickets.some((t) => t.status === 'active')
        ? refundedHeadline(order)
        : m.order_refunded_tickets_void({ headline: refundedHeadline(order) }),
    };
  }
  switch (order.status) {
    case 'completed':
      return {
        icon: done,
        title: m.mail_order_heading({ title }),
        text: order.issuedByBoxOffice ? m.order_box_office_issued({ count }) : m.order_payment_received({ count }),
      };
    case 'pending': {
      const held = order.holdExpiresAt && Date.parse(order.holdExpiresAt) > Date.now();
      return {
        icon: waiting,
        title: m.order_status_pending(),
        text: held
          ? m.order_held_until({ time: formatActionTime(order.holdExpiresAt as string) })
          : m.order_hold_ended(),
      };
    }
    case 'failed':
      return { icon: stopped, title: m.order_payment_failed(), text: `${m.order_no_tickets_issued()}${reason}` };
    default:
      return { icon: stopped, title: m.order_cancelled_title(), text: `${m.order_no_tickets_issued()}${reason}` };
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
        <BackLink to="/dashboard" search={{ tab: 'orders' }} label={m.order_my_orders()} className="print:hidden" />
      ) : (
        <BackLink to="/admin" label={m.order_admin_panel()} className="print:hidden" />
      )}
      {/* On paper: the merchant first, as a receipt starts. */}
      <div className="mb-6 hidden border-b pb-2 print:block">
        <p className="text-2xl font-bold">Pentas</p>
        <p className="text-sm">{m.order_print_tagline()}</p>
      </div>
      <header className="mt-2 flex items-start gap-4 print:hidden">
        <span className="shrink-0">{top.icon}</span>
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm text-muted-foreground">{m.order_number({ number: order.number })}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{top.title}</h1>
          <p className="text-muted-foreground">{top.text}</p>
        </div>
      </header>
      {order.status === 'pending' && order.yours && <PendingOrderActions order={order} />}
      {/* minmax(0, …): a long unbroken word (a payment reference) wraps instead of widening the page. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px] print:mt-0 print:block print:space-y-6">
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
                <PrinterIcon aria-hidden /> {m.order_print_receipt()}
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
