import { m } from '@pentas/i18n/messages';
import { formatTicketPrice } from '@pentas/openapi';

/**
 * A price a code lowered: the list price struck, then the buyer's (read out as 'was …, now …');
 * without a lower one, the price alone.
 */
export function StruckPrice({
  price,
  listPrice,
  currency,
}: {
  price: string | number;
  listPrice?: string | number | null;
  currency: string;
}) {
  const now = formatTicketPrice(price, currency);
  if (listPrice === undefined || listPrice === null) return <>{now}</>;
  const was = formatTicketPrice(listPrice, currency);
  if (was === now) return <>{now}</>;
  return (
    <>
      <span className="sr-only">{m.checkout_price_was()} </span>
      <s className="font-normal text-muted-foreground" data-testid="list-price">
        {was}
      </s>{' '}
      <span className="sr-only">{m.checkout_price_now()} </span>
      <span data-testid="code-price">{now}</span>
    </>
  );
}
