import { m } from '@pentas/i18n/messages';
import { formatCount } from '@/lib/counts';

/**
 * Sold as every screen counts it: paid tickets; those still held by open checkouts are said apart
 * (decisions.md item 46). '196 / 460 sold · 1 held in checkouts', or without a capacity '196 sold · …'.
 */
export function soldWords({ sold, held, capacity }: { sold: number; held: number; capacity?: number }): string {
  const line =
    capacity === undefined
      ? m.sold_count({ sold: formatCount(sold) })
      : m.sold_of_capacity({ sold: formatCount(sold), capacity: formatCount(capacity) });
  return held > 0 ? m.sold_held({ line, held: formatCount(held) }) : line;
}
