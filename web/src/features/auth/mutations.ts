import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueries } from '@/lib/session';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => unwrap(api.POST('/api/auth/sign-in', { body })),
    onSuccess: (user) => queryClient.setQueryData(sessionQueries.user().queryKey, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpInput) => unwrap(api.POST('/api/auth/sign-up', { body })),
    onSuccess: (user) => queryClient.setQueryData(sessionQueries.user().queryKey, user),
  });
}
