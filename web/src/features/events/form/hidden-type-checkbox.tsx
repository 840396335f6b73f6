import { m } from '@pentas/i18n/messages';
/**
 * A ticket type only an access code reveals (guests, press, sponsors): off the event page, the
 * widget and the catalog's prices for everyone else. The organizer's codes screen makes the codes.
 */
export function HiddenTypeCheckbox({ checked, onChange }: { checked: boolean; onChange: (hidden: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-6 accent-[var(--primary)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {m.org_hidden_type()}
    </label>
  );
}
