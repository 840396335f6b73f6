import { ApiError } from '@pentas/openapi';
import { errorToast } from '@/lib/error-toasts';
import type { AdminUser, Role } from './queries';

/** A role with its article, as the question says it: 'an organizer', 'a customer'. */
export const roleWithArticle = (role: Role) => `${role === 'admin' || role === 'organizer' ? 'an' : 'a'} ${role}`;

/** The question a role change asks: 'Make Demo Buyer 10 an organizer? They are a customer now.' */
export const roleQuestion = (user: AdminUser, role: Role) =>
  `Make ${user.name || user.email} ${roleWithArticle(role)}? They are ${roleWithArticle(user.role)} now.`;

/** Making an admin asks for the user's e-mail, typed: any case, spaces around ignored. */
export const emailTyped = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/** Why the server refused, in the dialog beside the control (chosen by code, never by the server's words). */
export function roleChangeError(error: unknown): string {
  if (error instanceof ApiError && error.problem?.code === 'own_role') {
    return 'You cannot change your own role. Ask another admin.';
  }
  if (error instanceof ApiError && error.problem?.code === 'last_admin') {
    return 'This is the last admin: make someone else an admin before changing this role.';
  }
  return errorToast(error, {
    title: 'Failed to update user role',
    otherwise: 'The role could not be changed. Try again.',
  }).description;
}
