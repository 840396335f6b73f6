import { m } from '@pentas/i18n/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { type DetailsErrors, validateDetails } from './details';
import type { CustomerDetails } from './mutations';

/** The 'Confirm Your Details' dialog: Full Name and Email Address, Cancel, 'Continue to Payment'. */
export function ConfirmDetailsDialog({
  open,
  onOpenChange,
  initial,
  pending,
  serverErrors,
  totalLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: CustomerDetails;
  pending: boolean;
  serverErrors: DetailsErrors | null;
  totalLabel: string;
  onSubmit: (details: CustomerDetails) => void;
}) {
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<DetailsErrors>({});

  useEffect(() => {
    if (open) {
      setDetails(initial);
      setErrors({});
    }
  }, [open, initial]);
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateDetails(details);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({ fullName: details.fullName.trim(), email: details.email.trim() });
  }

  const set = (key: keyof CustomerDetails) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDetails((d) => ({ ...d, [key]: e.target.value }));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.checkout_confirm_title()}</DialogTitle>
          <DialogDescription>{m.checkout_confirm_description()}</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field id="fullName" label={m.checkout_full_name()} error={errors.fullName}>
            {(props) => <Input {...props} autoComplete="name" value={details.fullName} onChange={set('fullName')} />}
          </Field>
          <Field id="email" label={m.checkout_email()} error={errors.email}>
            {(props) => (
              <Input {...props} type="email" autoComplete="email" value={details.email} onChange={set('email')} />
            )}
          </Field>
          <p className="text-sm text-muted-foreground">
            {m.checkout_total_to_pay()} <span className="font-semibold text-foreground tabular">{totalLabel}</span>
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {m.cancel()}
            </Button>
            <PendingButton pending={pending} pendingLabel={m.checkout_processing()}>
              {m.checkout_continue_to_payment()}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
