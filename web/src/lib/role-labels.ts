import type { components } from '@pentas/openapi';

type Role = components['schemas']['AdminUser']['role'];

/** Spec 'Admin panel': the four roles, in this order. */
export const roleLabels: Record<Role, string> = {
  customer: 'Customer',
  reseller: 'Reseller',
  organizer: 'Organizer',
  admin: 'Admin',
};
