import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CodeFormErrors, CodeFormValues, DiscountChoice } from './code-form';

export interface CodeEvent {
  currency: string;
  timeZone: string;
  ticketTypes: { id: number; name: string; hidden: boolean }[];
}

const discountChoices: { value: DiscountChoice; label: string }[] = [
  { value: 'percent', label: 'Percent off each ticket' },
  { value: 'amount', label: 'Amount off each ticket' },
  { value: 'price', label: 'Set price per ticket' },
  { value: 'none', label: 'No discount (the types’ own prices)' },
];

/**
 * What a code does, shared by the code dialog and bulk creation: kind, discount, ticket types,
 * validity on the event's clock, limits in tickets, the reserved quantity and the reseller. Each
 * problem stands beside its field.
 */
export function CodeSettingsFields({
  values,
  errors,
  event,
  onChange,
}: {
  values: CodeFormValues;
  errors: CodeFormErrors;
  event: CodeEvent;
  onChange: (change: Partial<CodeFormValues>) => void;
}) {
  const id = useId();
  const money = event.currency === 'IDR' ? 'Rp' : event.currency === 'MYR' ? 'RM' : event.currency;
  const valueLabel =
    values.discountType === 'percent'
      ? 'Percent off'
      : values.discountType === 'amount'
        ? `Amount off (${money})`
        : `Price (${money})`;
  const toggleType = (typeId: number, on: boolean) =>
    onChange({
      ticketTypeIds: on ? [...values.ticketTypeIds, typeId] : values.ticketTypeIds.filter((t) => t !== typeId),
    });

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        <label className="flex min-h-11 items-start gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-kind`}
            className="mt-1 size-4 accent-[var(--primary)]"
            checked={values.kind === 'discount'}
            onChange={() =>
              onChange({
                kind: 'discount',
                discountType: values.discountType === 'none' ? 'percent' : values.discountType,
              })
            }
          />
          <span>
            <strong className="font-medium">Discount</strong>: lowers the price of the ticket types below
          </span>
        </label>
        <label className="flex min-h-11 items-start gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-kind`}
            className="mt-1 size-4 accent-[var(--primary)]"
            checked={values.kind === 'access'}
            onChange={() => onChange({ kind: 'access' })}
          />
          <span>
            <strong className="font-medium">Access</strong>: also shows the hidden ticket types, at their price or
            discounted
          </span>
        </label>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-discount-type`} label="Discount" error={errors.discountType}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={values.discountType}
              onChange={(e) => onChange({ discountType: e.target.value as DiscountChoice })}
            >
              {discountChoices
                .filter((c) => c.value !== 'none' || values.kind === 'access')
                .map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
            </NativeSelect>
          )}
        </Field>
        {values.discountType !== 'none' && (
          <Field
            id={`${id}-discount-value`}
            label={valueLabel}
            error={errors.discountValue}
            hint={values.discountType === 'price' ? 'A code never raises a price' : undefined}
          >
            {(aria) => (
              <Input
                {...aria}
                inputMode={values.discountType === 'percent' ? 'numeric' : 'decimal'}
                autoComplete="off"
                placeholder={values.discountType === 'percent' ? '20' : '10.00'}
                value={values.discountValue}
                onChange={(e) => onChange({ discountValue: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>

      <fieldset className="grid gap-1" aria-describedby={`${id}-types-hint`}>
        <legend className="mb-1 text-sm font-medium">Ticket types</legend>
        <p id={`${id}-types-hint`} className="text-xs text-muted-foreground">
          None ticked: every ticket type{values.kind === 'access' ? ', hidden ones included' : ''}.
        </p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-[var(--primary)]"
                  checked={values.ticketTypeIds.includes(t.id)}
                  onChange={(e) => toggleType(t.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate">{t.name}</span>
                {t.hidden && <span className="text-xs text-muted-foreground">Hidden</span>}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-types-error`} message={errors.ticketTypeIds} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-from`} label="Valid from" error={errors.validFrom} hint="Empty: at once">
          {(aria) => (
            <Input
              {...aria}
              type="datetime-local"
              value={values.validFrom}
              onChange={(e) => onChange({ validFrom: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-until`} label="Valid until" error={errors.validUntil} hint="Empty: until sales end">
          {(aria) => (
            <Input
              {...aria}
              type="datetime-local"
              value={values.validUntil}
              onChange={(e) => onChange({ validUntil: e.target.value })}
            />
          )}
        </Field>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">Times are in the event's time zone ({event.timeZone}).</p>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-max`} label="Total limit (tickets)" error={errors.maxUses} hint="Empty: no limit">
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="off"
              value={values.maxUses}
              onChange={(e) => onChange({ maxUses: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-per-buyer`} label="Per buyer (tickets)" error={errors.maxPerBuyer} hint="Empty: no limit">
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="off"
              value={values.maxPerBuyer}
              onChange={(e) => onChange({ maxPerBuyer: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-reserved`}
          label="Set aside (tickets)"
          error={errors.reservedQuantity}
          hint="Kept off public sale for the code's holders; one ticket type"
        >
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="off"
              value={values.reservedQuantity}
              onChange={(e) => onChange({ reservedQuantity: e.target.value })}
            />
          )}
        </Field>
      </div>

      <Field
        id={`${id}-reseller`}
        label="Reseller (optional)"
        error={errors.affiliateCode}
        hint="Their affiliate code, e.g. PNT-7Q2K9X: sales with this code count as theirs"
      >
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            value={values.affiliateCode}
            onChange={(e) => onChange({ affiliateCode: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
