import { m } from '@pentas/i18n/messages';
import { MAX_PER_TYPE } from '@pentas/openapi';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Minus, the quantity, plus (disabled at 10, the most of one type per order). */
export function QuantityStepper({
  name,
  quantity,
  onMinus,
  onPlus,
}: {
  name: string;
  quantity: number;
  onMinus: () => void;
  onPlus: () => void;
}) {
  return (
    <div className="inline-flex items-center gap-1">
      <Button type="button" variant="outline" size="icon" onClick={onMinus} aria-label={m.widget_remove_one({ name })}>
        <MinusIcon aria-hidden />
      </Button>
      <output
        className="w-8 text-center font-semibold tabular"
        aria-live="polite"
        aria-label={m.widget_quantity({ name })}
      >
        {quantity}
      </output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        onClick={onPlus}
        disabled={quantity >= MAX_PER_TYPE}
        aria-label={m.widget_add_one({ name })}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
