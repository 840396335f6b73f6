import type { components } from '@pentas/openapi';

type Role = components['schemas']['AdminUser']['role'];

/** The four roles an admin can give, in this order (the role buttons follow it). */
export const roleLabels: Record<Role, string> = {
  customer: 'Customer',
  reseller: 'Reseller',
  organizer: 'Organizer',
  admin: 'Admin',
};
