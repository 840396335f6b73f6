import type { CurrentUser } from '@/lib/session';
import type { CustomerDetails } from './mutations';

export type DetailsErrors = Partial<Record<keyof CustomerDetails, string>>;

/** Spec section 5 'Customer details'. */
export function validateDetails({ fullName, email }: CustomerDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = fullName.trim();
  if (name.length < 2) errors.fullName = 'Full name must be at least 2 characters';
  else if (name.length > 100) errors.fullName = 'Full name too long';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

/** Prefilled from the user's first and last name and e-mail (spec section 3). */
export function detailsFrom(user: CurrentUser | null): CustomerDetails {
  return {
    fullName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    email: user?.email ?? '',
  };
}
