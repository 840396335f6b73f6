import { lazy, Suspense, useEffect, useState } from 'react';
import { hasQueuedToasts, onFirstToast } from '@/lib/toast-queue';

const SonnerHost = lazy(() => import('./sonner-host'));

/** Mounts the toast library when the first toast is raised, keeping it out of the entry bundle. */
export function Toaster() {
  const [needed, setNeeded] = useState(hasQueuedToasts);
  useEffect(() => {
    const stop = onFirstToast(() => setNeeded(true));
    // A page's effects run before this one: a toast raised on first render is already queued.
    if (hasQueuedToasts()) setNeeded(true);
    return stop;
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerHost />
    </Suspense>
  ) : null;
}

export { toast } from '@/lib/toast-queue';
