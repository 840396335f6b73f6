import { m } from '@pentas/i18n/messages';
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

/** The discount's choices; each label a message, read as the dialog renders. */
const discountChoices: { value: DiscountChoice; label: () => string }[] = [
  { value: 'percent', label: m.sales_choice_percent },
  { value: 'amount', label: m.sales_choice_amount },
  { value: 'price', label: m.sales_choice_price },
  { value: 'none', label: m.sales_choice_none },
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
      ? m.sales_percent_off_label()
      : values.discountType === 'amount'
        ? m.sales_amount_off_label({ currency: money })
        : m.sales_price_label({ currency: money });
  const toggleType = (typeId: number, on: boolean) =>
    onChange({
      ticketTypeIds: on ? [...values.ticketTypeIds, typeId] : values.ticketTypeIds.filter((t) => t !== typeId),
    });

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{m.sales_kind()}</legend>
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
            <strong className="font-medium">{m.sales_discount()}</strong>: {m.sales_kind_discount_text()}
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
            <strong className="font-medium">{m.sales_access()}</strong>: {m.sales_kind_access_text()}
          </span>
        </label>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-discount-type`} label={m.sales_discount()} error={errors.discountType}>
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
                    {c.label()}
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
            hint={values.discountType === 'price' ? m.sales_never_raises() : undefined}
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
        <legend className="mb-1 text-sm font-medium">{m.sales_ticket_types()}</legend>
        <p id={`${id}-types-hint`} className="text-xs text-muted-foreground">
          {values.kind === 'access' ? m.sales_none_ticked_hidden() : m.sales_none_ticked()}
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
                {t.hidden && <span className="text-xs text-muted-foreground">{m.sales_hidden()}</span>}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-types-error`} message={errors.ticketTypeIds} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-from`}
          label={m.sales_valid_from_label()}
          error={errors.validFrom}
          hint={m.sales_valid_from_hint()}
        >
          {(aria) => (
            <Input
              {...aria}
              type="datetime-local"
              value={values.validFrom}
              onChange={(e) => onChange({ validFrom: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-until`}
          label={m.sales_valid_until_label()}
          error={errors.validUntil}
          hint={m.sales_valid_until_hint()}
        >
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
      <p className="-mt-2 text-xs text-muted-foreground">{m.sales_times_in_zone({ zone: event.timeZone })}</p>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-max`} label={m.sales_total_limit()} error={errors.maxUses} hint={m.sales_no_limit_hint()}>
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
        <Field
          id={`${id}-per-buyer`}
          label={m.sales_per_buyer()}
          error={errors.maxPerBuyer}
          hint={m.sales_no_limit_hint()}
        >
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
          label={m.sales_set_aside()}
          error={errors.reservedQuantity}
          hint={m.sales_set_aside_hint()}
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
        label={m.sales_reseller_optional()}
        error={errors.affiliateCode}
        hint={m.sales_reseller_hint()}
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
