import { m } from '@pentas/i18n/messages';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { soldWords } from '../sold-words';
import { type FormErrors, newTicketType, quantityFrom, type TicketTypeFormValues } from './event-form-state';
import { HiddenTypeCheckbox } from './hidden-type-checkbox';
import { SalesWindowFields } from './sales-window-fields';

/** The price field's currency sign, example and placeholder, the example in the page's language. */
function currencyHints(currency: string): { prefix: string; hint: string; placeholder: string } | undefined {
  if (currency === 'MYR') return { prefix: 'RM', hint: m.org_price_hint_myr(), placeholder: '150.00' };
  if (currency === 'IDR') return { prefix: 'Rp', hint: m.org_price_hint_idr(), placeholder: '350000' };
  return undefined;
}

interface Props {
  currency: string;
  values: TicketTypeFormValues[];
  errors: FormErrors;
  onChange: (values: TicketTypeFormValues[]) => void;
  /** On edit, existing ticket types are toggled active or inactive rather than removed. */
  editing?: boolean;
}

/** Card 'Ticket Types', on the create and the edit page. */
export function TicketTypesFields({ currency, values, errors, onChange, editing }: Props) {
  const money = currencyHints(currency) ?? { prefix: currency, hint: '', placeholder: '0.00' };
  const update = (key: string, change: Partial<TicketTypeFormValues>) =>
    onChange(values.map((t) => (t.key === key ? { ...t, ...change } : t)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.org_ticket_types()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {errors.ticketTypes && (
          <p role="alert" className="text-sm text-destructive">
            {errors.ticketTypes}
          </p>
        )}
        {values.map((t, i) => {
          const err = (field: string) => errors[`ticketTypes.${i}.${field}`];
          const removable = values.length > 1 && t.id === undefined;
          return (
            <fieldset key={t.key} className="grid gap-4 rounded-lg border p-4" data-testid="ticket-type-fields">
              <legend className="px-1 text-sm font-semibold">
                {m.org_ticket_type_number({ number: i + 1 })}
                {editing && t.id !== undefined && (
                  <span className="ml-2 font-normal text-muted-foreground tabular">{soldWords(t)}</span>
                )}
              </legend>
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
                <Field id={`tt-${t.key}-name`} label={m.org_ticket_name()} error={err('name')}>
                  {(p) => <Input {...p} value={t.name} onChange={(e) => update(t.key, { name: e.target.value })} />}
                </Field>
                <Field
                  id={`tt-${t.key}-price`}
                  label={m.org_price_label({ currency: money.prefix })}
                  error={err('price')}
                  hint={money.hint}
                >
                  {(p) => (
                    <div className="relative">
                      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
                        {money.prefix}
                      </span>
                      <Input
                        {...p}
                        inputMode="decimal"
                        className="pl-11"
                        placeholder={money.placeholder}
                        value={t.price}
                        onChange={(e) => update(t.key, { price: e.target.value })}
                      />
                    </div>
                  )}
                </Field>
                <Field id={`tt-${t.key}-quantity`} label={m.org_available_quantity()} error={err('quantity')}>
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      min={editing && t.id !== undefined ? t.soldQuantity : 1}
                      value={String(t.quantity)}
                      onChange={(e) => update(t.key, { quantity: quantityFrom(e.target.value) })}
                    />
                  )}
                </Field>
              </div>
              <SalesWindowFields
                values={t}
                errors={{ start: err('salesStart'), end: err('salesEnd') }}
                onChange={(change) => update(t.key, change)}
              />
              <Field id={`tt-${t.key}-description`} label={m.org_description_optional()}>
                {(p) => (
                  <Input
                    {...p}
                    value={t.description}
                    onChange={(e) => update(t.key, { description: e.target.value })}
                  />
                )}
              </Field>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap gap-x-6">
                  {editing && (
                    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-6 accent-[var(--primary)]"
                        checked={t.isActive}
                        onChange={(e) => update(t.key, { isActive: e.target.checked })}
                      />
                      {m.org_on_sale_active()}
                    </label>
                  )}
                  <HiddenTypeCheckbox checked={t.hidden} onChange={(hidden) => update(t.key, { hidden })} />
                </div>
                {removable && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(values.filter((v) => v.key !== t.key))}
                  >
                    <Trash2Icon aria-hidden /> {m.org_remove()}
                  </Button>
                )}
              </div>
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" onClick={() => onChange([...values, newTicketType()])}>
          <PlusIcon aria-hidden /> {m.org_add_ticket_type()}
        </Button>
      </CardContent>
    </Card>
  );
}
