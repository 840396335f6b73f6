/**
 * The one permission matrix, role by role: the API enforces it, `/api/auth/user`
 * sends each user's list, and the web app's tests build their users from it, so no copy can drift.
 */
export const roles = ['admin', 'organizer', 'reseller', 'customer'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'create-events',
  'manage-all-events',
  'view-analytics',
  'manage-users',
  'admin-panel',
  'purchase-tickets',
  'dashboard',
  'generate-manual-tickets',
  /** An affiliate code and link of one's own (GET /api/admin/affiliate-code), e.g. for the buy widget. */
  'affiliate-links',
] as const;
export type Permission = (typeof permissions)[number];

export const permissionMatrix: Readonly<Record<Role, readonly Permission[]>> = {
  admin: permissions,
  organizer: [
    'create-events',
    'view-analytics',
    'purchase-tickets',
    'dashboard',
    'generate-manual-tickets',
    'affiliate-links',
  ],
  reseller: ['purchase-tickets', 'dashboard', 'generate-manual-tickets', 'affiliate-links'],
  customer: ['purchase-tickets', 'dashboard'],
};

/** A missing or unknown role counts as customer. */
export function roleOf(value: string | null | undefined): Role {
  return (roles as readonly string[]).includes(value ?? '') ? (value as Role) : 'customer';
}

export function permissionsOf(role: string | null | undefined): Permission[] {
  return [...permissionMatrix[roleOf(role)]];
}

export function can(role: string | null | undefined, permission: Permission): boolean {
  return permissionMatrix[roleOf(role)].includes(permission);
}
