import { m } from '@pentas/i18n/messages';
import type { CurrentUser } from '@/lib/session';
import type { CustomerDetails } from './mutations';

export type DetailsErrors = Partial<Record<keyof CustomerDetails, string>>;

/** The customer details: a full name of 2 to 100 characters and a valid e-mail address. */
export function validateDetails({ fullName, email }: CustomerDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = fullName.trim();
  if (name.length < 2) errors.fullName = m.checkout_name_too_short();
  else if (name.length > 100) errors.fullName = m.checkout_name_too_long();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = m.email_invalid();
  return errors;
}

/** Prefilled from the user's first and last name and e-mail. */
export function detailsFrom(user: CurrentUser | null): CustomerDetails {
  return {
    fullName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    email: user?.email ?? '',
  };
}
