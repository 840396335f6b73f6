import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { OrderNotFound, OrderPage } from '@/features/orders/order-page';
import { orderQueries } from '@/features/orders/queries';
import { orderIdParam } from '@/lib/search-params';

/** An order's page: its confirmation after paying, and its receipt (the buyer's and staff's only). */
export const Route = createFileRoute('/_signed-in/orders/$orderId')({
  params: orderIdParam,
  staticData: { pending: { label: m.order_loading } },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQueries.detail(params.orderId)),
  notFoundComponent: OrderNotFound,
  component: () => <OrderPage id={Route.useParams().orderId} />,
});
