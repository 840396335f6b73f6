import { m } from '@pentas/i18n/messages';
import { formatPrice, formatTicketPrice } from '@pentas/openapi';

/** What a code took off the tickets, and which code. */
export interface CodeDiscount {
  code: string;
  minor: number;
}

/**
 * Subtotal, service fee and the all-in total (decisions.md item 9: shown before paying). With a code,
 * the subtotal at list prices, then the code's line taking its discount off.
 */
export function PriceBreakdown({
  subtotalMinor,
  feeMinor,
  currency,
  discount,
}: {
  /** What the tickets cost, the code's discount taken off. */
  subtotalMinor: number;
  feeMinor: number;
  currency: string;
  discount?: CodeDiscount;
}) {
  return (
    <dl className="space-y-1 text-sm tabular">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{m.subtotal()}</dt>
        <dd>{formatPrice(subtotalMinor + (discount?.minor ?? 0), currency)}</dd>
      </div>
      {discount && (
        <div className="flex justify-between gap-4" data-testid="code-discount">
          <dt className="min-w-0 break-all text-muted-foreground">{m.checkout_code_line({ code: discount.code })}</dt>
          <dd>−{formatPrice(discount.minor, currency)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{m.order_service_fee()}</dt>
        <dd>{formatPrice(feeMinor, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>{m.total()}</dt>
        <dd data-testid="cart-total">{formatTicketPrice(subtotalMinor + feeMinor, currency)}</dd>
      </div>
    </dl>
  );
}
