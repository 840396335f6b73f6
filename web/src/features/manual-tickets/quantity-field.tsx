import { m } from '@pentas/i18n/messages';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from './quantity';

/**
 * The number of tickets, 1 to 1000. What is typed is kept while typing (so clearing the field to
 * type another number works) and made a valid quantity when the field is left: non-numeric becomes 1.
 */
export function QuantityField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{m.box_quantity()}</Label>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={Boolean(error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const valid = String(parseQuantity(value));
          if (valid !== value) onChange(valid);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.box_quantity_hint({ min: MIN_QUANTITY, max: MAX_QUANTITY })}
      </p>
    </div>
  );
}
