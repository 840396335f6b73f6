import { m } from '@pentas/i18n/messages';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToastHost } from '@/lib/toast-queue';

/** Loaded on the first toast only (see lib/toast-queue). */
export default function SonnerHost() {
  useEffect(() => attachToastHost(([kind, title, options]) => toast[kind](title, options)), []);
  // A printed page (an order's receipt) never carries a toast.
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={m.shell_notifications()}
      toastOptions={{ closeButtonAriaLabel: m.shell_close_toast() }}
      className="print:hidden"
    />
  );
}
