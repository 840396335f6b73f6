import { unwrap } from '@pentas/openapi';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A test or debug scan of any code (admins and organizers). */
export function useTestScan() {
  return useMutation({
    mutationFn: ({ qrCode, mode }: { qrCode: string; mode: 'test' | 'debug' }) =>
      unwrap(api.POST('/api/debug/test-scan', { body: { qrCode, mode } })),
  });
}
