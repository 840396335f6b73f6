import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { roleLabels } from '@/lib/role-labels';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useChangeUserRole } from './mutations';
import type { AdminUser, Role } from './queries';

/**
 * A toggle group: the user's role is pressed (and disabled: setting it again changes nothing); the
 * others set it. The server refuses one's own role and the last admin's, with words the toast shows.
 */
export function RoleButtons({ user }: { user: AdminUser }) {
  const change = useChangeUserRole();

  function setRole(role: Role) {
    change.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) =>
          toast.success('Success', {
            description: `${updated.email} is now ${roleLabels[updated.role].toLowerCase()}.`,
          }),
        onError: (error) => {
          if (isUnauthorized(error)) return logInAgain();
          const { title, description } = errorToast(error, { title: 'Failed to update user role' });
          toast.error(title, { description });
        },
      },
    );
  }

  return (
    <fieldset className="flex flex-wrap gap-2" aria-label={`Role of ${user.email}`} aria-busy={change.isPending}>
      {(Object.keys(roleLabels) as Role[]).map((role) => {
        const current = role === user.role;
        return (
          <Button
            key={role}
            className="px-3"
            variant={current ? 'default' : 'outline'}
            aria-pressed={current}
            disabled={current || change.isPending}
            onClick={() => setRole(role)}
          >
            {change.isPending && change.variables?.role === role ? 'Saving...' : roleLabels[role]}
          </Button>
        );
      })}
    </fieldset>
  );
}
