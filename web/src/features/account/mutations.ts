import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueries } from '@/lib/session';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/auth/forgot-password', { body: { email } })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      unwrap(api.POST('/api/auth/reset-password', { body })),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/account/confirm-email', { body: { token } })),
    // The header and settings show the new address at once, not the one the session was read with.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueries.user().queryKey }),
  });
}

export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { firstName: string; lastName: string }) => unwrap(api.PATCH('/api/account/name', { body })),
    onSuccess: (user) => queryClient.setQueryData(sessionQueries.user().queryKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      unwrap(api.POST('/api/account/password', { body })),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => unwrap(api.POST('/api/account/email', { body: { newEmail } })),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) => unwrap(api.DELETE('/api/account', { body: { confirmEmail } })),
  });
}
