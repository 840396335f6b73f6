import { m } from '@pentas/i18n/messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TicketTypeFormValues } from './event-form-state';

/**
 * A ticket type's optional "Sales start" and "Sales end", in the event's zone like the event's own
 * times (decision 17: empty start, on sale at once; empty end, sales close when the event starts).
 */
export function SalesWindowFields({
  values,
  errors,
  onChange,
}: {
  values: TicketTypeFormValues;
  errors: { start?: string; end?: string };
  onChange: (change: Partial<TicketTypeFormValues>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`tt-${values.key}-sales-start`}
        label={m.org_sales_start()}
        error={errors.start}
        hint={m.org_sales_start_hint()}
      >
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={values.salesStart}
            onChange={(e) => onChange({ salesStart: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={`tt-${values.key}-sales-end`}
        label={m.org_sales_end()}
        error={errors.end}
        hint={m.org_sales_end_hint()}
      >
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={values.salesEnd}
            onChange={(e) => onChange({ salesEnd: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
