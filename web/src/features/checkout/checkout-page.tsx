import { m } from '@pentas/i18n/messages';
import { toMinor } from '@pentas/openapi';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { eventTitle } from '@/features/events/catalog-words';
import { RefundTerms } from '@/features/events/refund-terms';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { useCountdown } from '@/lib/use-countdown';
import { PriceBreakdown } from '../cart/price-breakdown';
import { HoldStatus } from '../orders/hold-status';
import { StartAgainButton } from '../orders/order-resume-actions';
import { type Order, orderQueries, orderTotal } from '../orders/queries';
import { DemoPaymentForm } from './demo-payment-form';
import { intentIdOf, timeoutWarning } from './payment-outcome';
import { PaymentSlowNotice, PaymentSucceeded } from './payment-status';
import { paymentQueries } from './queries';
import { type PaymentFlow, usePaymentFlow } from './use-payment-flow';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

interface CheckoutProps {
  orderId: string;
  clientSecret: string;
  /** Set when Stripe sends the buyer back from a bank or wallet page. */
  returnedFromProvider: boolean;
}

/** The checkout page: both parameters are required, else 'Invalid Checkout' and /events after 2 s. */
export function CheckoutPage(props: Partial<CheckoutProps>) {
  const { orderId, clientSecret } = props;
  const valid = Boolean(orderId && clientSecret);
  useToastThenRedirect(
    !valid,
    { title: m.checkout_invalid_title(), description: m.checkout_invalid_description() },
    '/events',
    delays.invalidCheckout,
  );
  if (!orderId || !clientSecret) return <PageSpinner label={m.checkout_invalid_label()} />;
  return (
    <Checkout
      orderId={orderId}
      clientSecret={clientSecret}
      returnedFromProvider={Boolean(props.returnedFromProvider)}
    />
  );
}

function Checkout({ orderId, clientSecret, returnedFromProvider }: CheckoutProps) {
  const { data: orders } = useSuspenseQuery(orderQueries.mine());
  const order = orders.find((o) => o.id === orderId);
  const flow = usePaymentFlow(intentIdOf(clientSecret), orderId);
  const { confirmWithServer } = flow;

  useEffect(() => {
    if (returnedFromProvider) confirmWithServer();
  }, [returnedFromProvider, confirmWithServer]);

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackLink to="/events" label={m.event_back_to_events()} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{m.checkout_title()}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LockIcon className="size-4 text-primary" aria-hidden /> {m.checkout_payment()}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PaymentPanel orderId={orderId} order={order} clientSecret={clientSecret} flow={flow} />
          </CardContent>
        </Card>
        {order && <OrderSummary order={order} />}
      </div>
    </main>
  );
}

function PaymentPanel({
  orderId,
  order,
  clientSecret,
  flow,
}: {
  orderId: string;
  order?: Order;
  clientSecret: string;
  flow: PaymentFlow;
}) {
  const { phase } = flow;
  if (phase.name === 'succeeded') return <PaymentSucceeded orderId={orderId} />;
  if (!order) {
    return <ClosedCheckout message={m.checkout_order_not_found()} action={m.event_back_to_events()} to="/events" />;
  }
  // While a payment is under way, the order's status is about to change: the form stays.
  if (phase.name !== 'processing') {
    if (order.status === 'completed') {
      return <ClosedCheckout message={m.checkout_order_paid()} action={m.checkout_view_my_tickets()} to="/dashboard" />;
    }
    if (order.status === 'failed') {
      return (
        <ClosedCheckout
          message={`${noLongerOpen(order)} ${m.checkout_choose_again()}`}
          action={m.checkout_back_to_event()}
          to={`/events/${order.eventId}`}
        />
      );
    }
    if (order.status === 'cancelled') return <CancelledCheckout order={order} />;
  }
  return <PendingCheckout order={order} clientSecret={clientSecret} flow={flow} />;
}

/**
 * A pending order's checkout: its hold's countdown above the form while it lasts; once it lapses (and
 * no payment is under way), the form gives way to 'Start again with the same tickets'. The countdown's
 * status line stays in place across both, so the expiry is announced.
 */
function PendingCheckout({ order, clientSecret, flow }: { order: Order; clientSecret: string; flow: PaymentFlow }) {
  const countdown = useCountdown(order.expiresAt);
  const lapsed = countdown?.expired && flow.phase.name !== 'processing';
  return (
    <div className="space-y-4">
      {countdown && <HoldStatus countdown={countdown} />}
      {lapsed ? (
        <StartAgainPanel order={order} message={m.checkout_hold_lapsed()} />
      ) : (
        <PaymentForm order={order} clientSecret={clientSecret} flow={flow} />
      )}
    </div>
  );
}

function PaymentForm({ order, clientSecret, flow }: { order: Order; clientSecret: string; flow: PaymentFlow }) {
  const config = useQuery(paymentQueries.config());
  if (config.isPending) return <p className="text-muted-foreground">{m.checkout_loading_payment()}</p>;
  if (config.isError) return <p role="alert">{m.checkout_config_failed()}</p>;

  const amountLabel = orderTotal(order);
  const form =
    config.data.provider === 'demo' ? (
      <DemoPaymentForm
        paymentIntentId={intentIdOf(clientSecret)}
        currency={order.currency}
        amountLabel={amountLabel}
        flow={flow}
      />
    ) : config.data.publishableKey ? (
      <Suspense fallback={<p className="text-muted-foreground">{m.checkout_loading_payment()}</p>}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          currency={order.currency}
          amountLabel={amountLabel}
          flow={flow}
        />
      </Suspense>
    ) : (
      <p role="alert">{m.checkout_not_configured()}</p>
    );
  return (
    <div className="space-y-4">
      {flow.slow && <PaymentSlowNotice message={timeoutWarning()} />}
      {form}
    </div>
  );
}

/** A cancelled order: started again already (its new checkout is in the orders), or it can be. */
function CancelledCheckout({ order }: { order: Order }) {
  if (order.startedAgainAs) {
    return (
      <div className="space-y-4 py-4">
        <p>{m.checkout_started_again({ number: order.startedAgainAs.slice(0, 8) })}</p>
        <Button asChild>
          <Link to="/dashboard" search={{ tab: 'orders' }}>
            {m.checkout_view_my_orders()}
          </Link>
        </Button>
      </div>
    );
  }
  return <StartAgainPanel order={order} message={noLongerOpen(order)} />;
}

/** The lapsed checkout's way on: the same tickets in a new checkout, or back to the event to choose again. */
function StartAgainPanel({ order, message }: { order: Order; message: string }) {
  return (
    <div className="space-y-4 py-2">
      <p>{message}</p>
      <div className="flex flex-wrap gap-3">
        <StartAgainButton order={order} replace />
        <Button asChild variant="outline">
          <Link to="/events/$id" params={{ id: order.eventId }}>
            {m.checkout_back_to_event()}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** 'This checkout is no longer open', with the server's reason when it gave one. */
function noLongerOpen(order: Order) {
  return order.failureReason
    ? m.checkout_no_longer_open_reason({ reason: order.failureReason })
    : m.checkout_no_longer_open();
}

function ClosedCheckout({ message, action, to }: { message: string; action: string; to: string }) {
  return (
    <div className="space-y-4 py-4">
      <p>{message}</p>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{m.checkout_order_summary()}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {eventTitle({ title: order.eventTitle, titleMs: order.eventTitleMs })}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-1 text-sm">
          {order.orderItems.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span>
                {item.quantity} × {item.ticketType.name}
              </span>
            </li>
          ))}
        </ul>
        <PriceBreakdown
          subtotalMinor={toMinor(order.totalAmount) ?? 0}
          feeMinor={toMinor(order.serviceFee) ?? 0}
          currency={order.currency}
        />
        <p className="text-xs text-muted-foreground">
          {m.order_number({ number: order.id.slice(0, 8) })}
          {order.status === 'pending' && ` · ${m.checkout_tickets_held()}`}
        </p>
        {(toMinor(order.totalAmount) ?? 0) > 0 && (
          <RefundTerms event={{ dateTime: order.eventDateTime, timeZone: order.eventTimeZone }} />
        )}
      </CardContent>
    </Card>
  );
}
