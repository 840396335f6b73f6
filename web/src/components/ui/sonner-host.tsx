import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToastHost } from '@/lib/toast-queue';

/** Loaded on the first toast only (see lib/toast-queue). */
export default function SonnerHost() {
  useEffect(() => attachToastHost(([kind, title, options]) => toast[kind](title, options)), []);
  // A printed page (an order's receipt) never carries a toast.
  return <Toaster position="top-center" richColors closeButton className="print:hidden" />;
}
