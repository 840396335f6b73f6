import { m } from '@pentas/i18n/messages';
import { Badge } from '@/components/ui/badge';
import { LOW_STOCK, stockLevel } from './stock';

/** The theme's red (red-700 light, red-400 dark: AA on cards in both). */
const RED = 'font-semibold text-destructive';

/** Remaining tickets, in red with the word 'Low' (or 'Sold out') at 10 or fewer: never colour alone. */
export function RemainingStock({ remaining }: { remaining: number }) {
  const level = stockLevel(remaining);
  if (level === 'ok') return <span className="tabular">{remaining}</span>;
  return (
    <span className="inline-flex items-center gap-2" data-low-stock>
      <span className={`tabular ${RED}`}>{remaining}</span>
      <Badge variant="red">{level === 'low' ? m.ops_stock_low() : m.ops_sold_out()}</Badge>
    </span>
  );
}

/** The key to the red: what it means, in words as well as colour. */
export function LowStockLegend() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span className={RED}>{m.ops_red()}</span>
      <Badge variant="red">{m.ops_stock_low()}</Badge>
      <span>
        {m.ops_low_legend({ count: LOW_STOCK })} <Badge variant="red">{m.ops_sold_out()}</Badge>{' '}
        {m.ops_none_remaining()}
      </span>
    </p>
  );
}
