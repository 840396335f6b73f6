import { formatPrice } from '@pentas/openapi';

/** Subtotal, service fee and the all-in total (DECISIONS item 9: shown before paying). */
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
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular">
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="text-right">{formatPrice(subtotalMinor, currency)}</dd>
      <dt className="text-muted-foreground">Service fee</dt>
      <dd className="text-right">{formatPrice(feeMinor, currency)}</dd>
      <dt className="border-t pt-2 text-base font-semibold">Total</dt>
      <dd className="border-t pt-2 text-right text-base font-semibold" data-testid="cart-total">
        {formatPrice(subtotalMinor + feeMinor, currency)}
      </dd>
    </dl>
  );
}
