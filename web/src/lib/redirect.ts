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

/** Full-page navigation: /api/login and /api/logout are server routes. */
export function goTo(href: string) {
  window.location.assign(href);
}

/** Shows a toast once, then navigates after `delay` ms (cancelled if the component goes away). */
export function useToastThenRedirect(
  active: boolean,
  message: { title: string; description?: string },
  href: string,
  delay: number,
) {
  useEffect(() => {
    if (!active) return;
    toast.error(message.title, { description: message.description });
    const timer = setTimeout(() => goTo(href), delay);
    return () => clearTimeout(timer);
  }, [active, message.title, message.description, href, delay]);
}
