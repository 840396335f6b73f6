import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { OrderNotFound, OrderPage } from '@/features/orders/order-page';
import { orderQueries } from '@/features/orders/queries';
import { orderIdParam } from '@/lib/search-params';

/** An order's page: its confirmation after paying, and its receipt (the buyer's and staff's only). */
export const Route = createFileRoute('/_signed-in/orders/$orderId')({
  params: orderIdParam,
  staticData: {
    pending: {
      // A getter: read as the page renders, in its language (the server renders both from this module).
      get label() {
        return m.order_loading();
      },
    },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQueries.detail(params.orderId)),
  notFoundComponent: OrderNotFound,
  component: () => <OrderPage id={Route.useParams().orderId} />,
});
