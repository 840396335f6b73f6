/**
 * Toasts without loading the toast library up front: calls queue here until the first toast
 * mounts the lazy host (components/ui/sonner-host), which then delivers them all. Each call's
 * promise settles once its toast is on screen, so a redirect can wait for the user to see it.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';
export type ToastCall = [kind: ToastKind, title: string, options?: { description?: string }];

type Pending = { call: ToastCall; shown: () => void };

const queue: Pending[] = [];
let deliver: ((call: ToastCall) => void) | null = null;
let wake: (() => void) | null = null;

function push(call: ToastCall): Promise<void> {
  if (deliver) {
    deliver(call);
    return Promise.resolve();
  }
  return new Promise((shown) => {
    queue.push({ call, shown });
    wake?.();
  });
}

const make = (kind: ToastKind) => (title: string, options?: { description?: string }) => push([kind, title, options]);

export const toast = {
  success: make('success'),
  error: make('error'),
  info: make('info'),
  warning: make('warning'),
  message: make('message'),
};

/** Called by the host once mounted: shows what was queued and delivers directly from then on. */
export function attachToastHost(handler: (call: ToastCall) => void) {
  deliver = handler;
  for (const { call, shown } of queue.splice(0)) {
    handler(call);
    shown();
  }
  return () => {
    deliver = null;
  };
}

export function hasQueuedToasts() {
  return queue.length > 0;
}

export function onFirstToast(callback: () => void) {
  wake = callback;
  return () => {
    wake = null;
  };
}
