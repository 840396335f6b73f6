import { m } from '@pentas/i18n/messages';
import type { components } from '@pentas/openapi';

export type Role = components['schemas']['AdminUser']['role'];

/** The four roles an admin can give, in this order (the role buttons follow it). */
export const ROLES: readonly Role[] = ['customer', 'reseller', 'organizer', 'admin'];

/** A role's name in the page's language ('Organizer'). */
export const roleLabel = (role: Role): string =>
  ({
    customer: m.adm_role_customer(),
    reseller: m.shell_role_reseller(),
    organizer: m.shell_role_organizer(),
    admin: m.shell_role_admin(),
  })[role];
