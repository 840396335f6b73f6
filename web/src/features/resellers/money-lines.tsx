import { formatPrice } from '@pentas/openapi';

/** Money per currency, one line each (never added across currencies); a dash for none. */
export function MoneyLines({ amounts }: { amounts: { currency: string; amount: string }[] }) {
  if (amounts.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-col tabular">
      {amounts.map((a) => (
        <span key={a.currency}>{formatPrice(a.amount, a.currency)}</span>
      ))}
    </span>
  );
}
