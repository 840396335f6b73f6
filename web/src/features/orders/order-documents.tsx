import { m } from '@pentas/i18n/messages';
import { FileDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OrderDetail } from './queries';
import { ResendConfirmation } from './resend-confirmation';

/**
 * A paid order's documents (issue 28): its tickets and receipt as PDFs, as the confirmation mail
 * attached them, and that mail sent again (at most 3 times an hour: the server says when beyond).
 */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const printable = order.tickets.some((ticket) => ticket.hasQr);
  return (
    <div className="space-y-3 print:hidden" data-testid="order-documents">
      {printable && (
        <Button variant="outline" className="w-full" asChild>
          <a href={`/api/orders/${order.id}/tickets.pdf`} download>
            <FileDownIcon aria-hidden /> {m.order_download_tickets()}
          </a>
        </Button>
      )}
      <Button variant="outline" className="w-full" asChild>
        <a href={`/api/orders/${order.id}/receipt.pdf`} download>
          <FileDownIcon aria-hidden /> {m.order_download_receipt()}
        </a>
      </Button>
      {order.yours && <ResendConfirmation orderId={order.id} label={m.order_resend_confirmation()} />}
    </div>
  );
}
