import { useEffect } from 'react';
import { toast } from '@/components/ui/sonner';

/** Delays (ms) before a redirect that follows a toast, long enough to read it. */
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

/** The browser's full-page navigation, one object so component tests can watch it (jsdom has none). */
export const browser = {
  assign: (href: string) => window.location.assign(href),
};

/** Full-page navigation: /api/login and /api/logout are server routes. */
function goTo(href: string) {
  browser.assign(href);
}

/**
 * Shows an error toast, then navigates `delay` ms after it is on screen, so the user always has the
 * time to read it (and is not stranded if the toast library never arrives). Returns a cancel.
 */
export function toastThenGoTo(message: { title: string; description?: string }, href: string, delay: number) {
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
}

/** `toastThenGoTo` while `active`, cancelled if the component goes away first. */
export function useToastThenRedirect(
  active: boolean,
  message: { title: string; description?: string },
  href: string,
  delay: number,
) {
  useEffect(() => {
    if (!active) return;
    return toastThenGoTo({ title: message.title, description: message.description }, href, delay);
  }, [active, message.title, message.description, href, delay]);
}
