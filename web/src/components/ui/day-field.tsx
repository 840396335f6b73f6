import { Input } from './input';
import { Label } from './label';

/** One end of a date range: a labelled date input, empty meaning unset. */
export function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}
