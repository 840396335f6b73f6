import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
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
import { errorToast } from '@/lib/error-toasts';
import { roleLabel } from '@/lib/role-labels';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useChangeUserRole } from './mutations';
import type { AdminUser, Role } from './queries';
import { emailTyped } from './role-change-words';

/** A role with its article, as the question says it: 'an organizer', 'a customer'. */
const roleWithArticle = (role: Role): string =>
  ({
    customer: m.adm_role_a_customer(),
    reseller: m.adm_role_a_reseller(),
    organizer: m.adm_role_an_organizer(),
    admin: m.adm_role_an_admin(),
  })[role];

/** The question a role change asks: 'Make Demo Buyer 10 an organizer? They are a customer now.' */
const roleQuestion = (user: AdminUser, role: Role) =>
  m.adm_role_question({
    name: user.name || user.email,
    role: roleWithArticle(role),
    current: roleWithArticle(user.role),
  });

/** Why the server refused, in the dialog beside the control (chosen by code, never by the server's words). */
function roleChangeError(error: unknown): string {
  if (error instanceof ApiError && error.problem?.code === 'own_role') return m.adm_role_own_error();
  if (error instanceof ApiError && error.problem?.code === 'last_admin') return m.adm_role_last_admin();
  return errorToast(error, { title: m.adm_role_failed_title(), otherwise: m.adm_role_failed() }).description;
}

/** 'Make organizer': the dialog's title and its button. */
const makeRole = (role: Role) => m.adm_make_role({ role: roleLabel(role).toLowerCase() });

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
  // The e-mail to type sits inside the sentence, in bold: the message is split around it.
  const [typeBefore, typeAfter] = m.adm_role_type_email({ email: '\u0000' }).split('\u0000');

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
          toast.success(m.adm_role_changed(), {
            description: m.adm_role_now({ name: updated.name || updated.email, role: roleWithArticle(updated.role) }),
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
          <DialogTitle>{role ? makeRole(role) : m.adm_change_role()}</DialogTitle>
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
                {typeBefore}
                <strong className="break-all">{user.email}</strong>
                {typeAfter}
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
              {m.cancel()}
            </Button>
            <PendingButton
              type="submit"
              pending={change.isPending}
              pendingLabel={m.auth_saving()}
              disabled={!ready || change.isPending}
              aria-describedby={error ? errorId : undefined}
            >
              {role ? makeRole(role) : m.adm_confirm()}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
