import { useEffect } from 'react';
import { toast } from '@/components/ui/sonner';

/** Spec delays (ms) before a redirect that follows a toast. */
export const delays = {
  unauthorized: 500,
  loginRequired: 1000,
  accessDenied: 1000,
  qrLogin: 1500,
  registrationRequired: 2000,
  invalidCheckout: 2000,
  afterPayment: 3000,
} as const;

/** If the toast library is slow to arrive, the redirect does not wait for it longer than this. */
const TOAST_WAIT_LIMIT = 8000;

/** Full-page navigation: /api/login and /api/logout are server routes. */
export function goTo(href: string) {
  window.location.assign(href);
}

/**
 * Shows a toast, then navigates `delay` ms after it is on screen (cancelled if the component goes
 * away first), so the user always has the spec's time to read it.
 */
export function useToastThenRedirect(
  active: boolean,
  message: { title: string; description?: string },
  href: string,
  delay: number,
) {
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const redirectLater = () => {
      if (!cancelled && timer === undefined) timer = setTimeout(() => goTo(href), delay);
    };
    toast.error(message.title, { description: message.description }).then(redirectLater);
    const fallback = setTimeout(redirectLater, TOAST_WAIT_LIMIT);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [active, message.title, message.description, href, delay]);
}
