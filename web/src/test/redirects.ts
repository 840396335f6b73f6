import { expect, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { browser } from '@/lib/redirect';

/**
 * Watches error toasts and full-page navigations (toastThenGoTo's two halves) with their times, so
 * a test can check the toast's words, where the user goes, and how long after the toast.
 */
export function watchToastRedirects() {
  const toasts: { title: string; description?: string; at: number }[] = [];
  const visits: { href: string; at: number }[] = [];
  vi.spyOn(toast, 'error').mockImplementation(async (title, options) => {
    toasts.push({ title, description: options?.description, at: performance.now() });
  });
  vi.spyOn(browser, 'assign').mockImplementation((href) => {
    visits.push({ href, at: performance.now() });
  });
  return {
    toasts,
    visits,
    /** Waits for the one navigation; gives where it went and how many ms after the first toast. */
    async redirect() {
      await vi.waitFor(() => expect(visits).toHaveLength(1), { timeout: 5_000, interval: 20 });
      return { href: visits[0].href, after: visits[0].at - toasts[0].at };
    },
  };
}
