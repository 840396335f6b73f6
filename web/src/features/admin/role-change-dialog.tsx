import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { roleLabels } from '@/lib/role-labels';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useChangeUserRole } from './mutations';
import type { AdminUser, Role } from './queries';
import { emailTyped, roleChangeError, roleQuestion, roleWithArticle } from './role-change-words';

/**
 * A role change asks first, naming the user and the old and new role; making an admin asks for the
 * user's e-mail, typed. The server's refusal (the last admin, one's own role) shows here, by the button.
 */
export function RoleChangeDialog({
  user,
  role,
  onClose,
}: {
  user: AdminUser;
  /** The role asked for; null while the dialog is closed. */
  role: Role | null;
  onClose: () => void;
}) {
  const change = useChangeUserRole();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const errorId = useId();
  const needsEmail = role === 'admin';
  const ready = role !== null && (!needsEmail || emailTyped(typed, user.email));
  const error = change.isError && !isUnauthorized(change.error) ? roleChangeError(change.error) : null;

  function close() {
    setTyped('');
    change.reset();
    onClose();
  }

  function confirm() {
    if (!role || !ready) return;
    change.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) => {
          toast.success('Role changed', {
            description: `${updated.name || updated.email} is now ${roleWithArticle(updated.role)}.`,
          });
          close();
        },
        onError: (err) => {
          if (isUnauthorized(err)) logInAgain();
        },
      },
    );
  }

  return (
    <Dialog open={role !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{role ? `Make ${roleLabels[role].toLowerCase()}` : 'Change role'}</DialogTitle>
          <DialogDescription className="break-words">{role && roleQuestion(user, role)}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          {needsEmail && (
            <div className="space-y-2">
              <Label htmlFor={inputId}>
                Admins can do anything here. Type <strong className="break-all">{user.email}</strong> to confirm.
              </Label>
              <Input
                id={inputId}
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <PendingButton
              type="submit"
              pending={change.isPending}
              pendingLabel="Saving..."
              disabled={!ready || change.isPending}
              aria-describedby={error ? errorId : undefined}
            >
              {role ? `Make ${roleLabels[role].toLowerCase()}` : 'Confirm'}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
