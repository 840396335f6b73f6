import { BadgeCheckIcon, ShieldIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { roleLabel } from '@/lib/role-labels';
import type { CurrentUser } from '@/lib/session';

/** The role beside the user's name, in capitals (none for customers): reseller blue, others green, admin a shield. */
export function RoleBadge({ role }: { role: CurrentUser['role'] }) {
  if (role === 'customer') return null;
  const Icon = role === 'admin' ? ShieldIcon : BadgeCheckIcon;
  return (
    <Badge variant={role === 'reseller' ? 'blue' : 'green'} data-testid="role-badge">
      <Icon aria-hidden />
      {roleLabel(role).toUpperCase()}
    </Badge>
  );
}
