import { useValueTypedEarly } from '@/lib/use-hydrated';
import { Field } from './field';
import { Input } from './input';

/** One text field of a form: the shared labelled Field around an Input, its error beside it. */
export function TextField(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const box = useValueTypedEarly(props.value, props.onChange);
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <Input
          {...aria}
          ref={box}
          name={props.id}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
