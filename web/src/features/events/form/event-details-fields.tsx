import { m } from '@pentas/i18n/messages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { categoryOptions } from '../catalog-words';
import type { EventFormValues, FormErrors } from './event-form-state';
import { PosterUpload } from './poster-upload';

/** An address's start, the same in every language. */
const URL_START = 'https://';

interface Props {
  values: EventFormValues;
  errors: FormErrors;
  /** Error keys carry 'event.' on create (the API's paths), nothing on edit. */
  errorPrefix: string;
  onChange: (change: Partial<EventFormValues>) => void;
  /** Create offers MYR and IDR only; edit keeps whatever the event has. */
  currencyLocked?: boolean;
}

/** Card 'Event Details', on the create and the edit page. */
export function EventDetailsFields({ values, errors, errorPrefix, onChange, currencyLocked }: Props) {
  const err = (field: keyof EventFormValues) => errors[`${errorPrefix}${field}`];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.org_event_details()}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field id="event-title" label={m.org_event_title()} error={err('title')}>
          {(p) => <Input {...p} value={values.title} onChange={(e) => onChange({ title: e.target.value })} />}
        </Field>
        <Field
          id="event-description"
          label={m.org_description()}
          error={err('description')}
          hint={m.org_description_hint()}
        >
          {(p) => (
            <Textarea
              {...p}
              rows={6}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          )}
        </Field>
        {/* Optional: visitors reading in Malay see these where given (decision 76). */}
        <Field id="event-title-ms" label={m.org_title_ms()} error={err('titleMs')}>
          {(p) => (
            <Input {...p} lang="ms" value={values.titleMs} onChange={(e) => onChange({ titleMs: e.target.value })} />
          )}
        </Field>
        <Field
          id="event-description-ms"
          label={m.org_description_ms()}
          error={err('descriptionMs')}
          hint={m.org_description_ms_hint()}
        >
          {(p) => (
            <Textarea
              {...p}
              lang="ms"
              rows={4}
              value={values.descriptionMs}
              onChange={(e) => onChange({ descriptionMs: e.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="event-venue" label={m.event_venue()} error={err('venue')}>
            {(p) => <Input {...p} value={values.venue} onChange={(e) => onChange({ venue: e.target.value })} />}
          </Field>
          <Field id="event-location" label={m.discover_location()} error={err('location')}>
            {(p) => (
              <Input
                {...p}
                placeholder={m.org_location_placeholder()}
                value={values.location}
                onChange={(e) => onChange({ location: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <Field id="event-currency" label={m.org_currency()} error={err('currency')}>
            {(p) => (
              <NativeSelect
                {...p}
                value={values.currency}
                disabled={currencyLocked}
                onChange={(e) => onChange({ currency: e.target.value })}
              >
                <option value="MYR">{m.org_currency_myr()}</option>
                <option value="IDR">{m.org_currency_idr()}</option>
                {values.currency !== 'MYR' && values.currency !== 'IDR' && (
                  <option value={values.currency}>{values.currency}</option>
                )}
              </NativeSelect>
            )}
          </Field>
          <Field id="event-start" label={m.org_start_date_time()} error={err('dateTime')}>
            {(p) => (
              <Input
                {...p}
                type="datetime-local"
                value={values.dateTime}
                onChange={(e) => onChange({ dateTime: e.target.value })}
              />
            )}
          </Field>
          <Field id="event-end" label={m.org_end_date_time()} error={err('endDateTime')}>
            {(p) => (
              <Input
                {...p}
                type="datetime-local"
                value={values.endDateTime}
                onChange={(e) => onChange({ endDateTime: e.target.value })}
              />
            )}
          </Field>
        </div>
        <p className="-mt-3 text-xs text-muted-foreground">{m.org_times_in_zone({ zone: values.timeZone })}</p>
        <fieldset className="space-y-2" aria-describedby={err('category') ? 'event-category-error' : undefined}>
          <legend className="text-sm font-medium">{m.discover_category()}</legend>
          <div className="flex flex-wrap gap-2">
            {categoryOptions().map((c) => (
              <label
                key={c.slug}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:min-h-9',
                  values.category === c.slug ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="category"
                  value={c.slug}
                  className="sr-only"
                  checked={values.category === c.slug}
                  onChange={() => onChange({ category: c.slug })}
                />
                {c.label}
              </label>
            ))}
          </div>
          {err('category') && (
            <p id="event-category-error" role="alert" className="text-sm text-destructive">
              {err('category')}
            </p>
          )}
        </fieldset>
        <div className="space-y-2">
          <Label>{m.org_poster()}</Label>
          <PosterUpload value={values.imageUrl} onChange={(imageUrl) => onChange({ imageUrl })} />
        </div>
        <Field id="event-image-url" label={m.org_image_url()} error={err('imageUrl')}>
          {(p) => (
            <Input
              {...p}
              placeholder={URL_START}
              value={values.imageUrl}
              onChange={(e) => onChange({ imageUrl: e.target.value })}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
