import { m } from '@pentas/i18n/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ROLES, roleLabel } from '@/lib/role-labels';
import type { AdminUser, Role } from './queries';
import { RoleChangeDialog } from './role-change-dialog';

/**
 * The roles a user could be given (their current one is the badge beside): each asks first, in a
 * dialog naming the user and both roles.
 */
export function RoleButtons({ user }: { user: AdminUser }) {
  const [asked, setAsked] = useState<Role | null>(null);
  const others = ROLES.filter((role) => role !== user.role);
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label={m.adm_role_group({ email: user.email })}>
      {others.map((role) => (
        <Button key={role} className="px-3" variant="outline" onClick={() => setAsked(role)}>
          {roleLabel(role)}
        </Button>
      ))}
      <RoleChangeDialog user={user} role={asked} onClose={() => setAsked(null)} />
    </fieldset>
  );
}
