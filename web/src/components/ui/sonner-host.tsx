import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToastHost } from '@/lib/toast-queue';

/** Loaded on the first toast only (see lib/toast-queue). */
export default function SonnerHost() {
  useEffect(() => attachToastHost(([kind, title, options]) => toast[kind](title, options)), []);
  return <Toaster position="top-center" richColors closeButton />;
}
