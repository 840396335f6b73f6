import { formatPrice, formatTicketPrice } from '@pentas/openapi';

/** Subtotal, service fee and the all-in total (decisions.md item 9: shown before paying). */
export function PriceBreakdown({
  subtotalMinor,
  feeMinor,
  currency,
}: {
  subtotalMinor: number;
  feeMinor: number;
  currency: string;
}) {
  return (
    <dl className="space-y-1 text-sm tabular">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd>{formatPrice(subtotalMinor, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Service fee</dt>
        <dd>{formatPrice(feeMinor, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatTicketPrice(subtotalMinor + feeMinor, currency)}</dd>
      </div>
    </dl>
  );
}
