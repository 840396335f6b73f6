import { delays } from '@/lib/redirect';
import { LOGGED_OUT } from '@/lib/session-expired';

/**
 * What a guarded page says when it turns a user away, declared as route `staticData` (words, not
 * code) by the page or by its layout for all its pages (a page's own words win): the guard itself
 * lives in the layout routes (routes/_signed-in*).
 */
export interface GuardWords {
  /** The 'Access Denied' words when a permission is missing. */
  denied?: string;
  /**
   * How a refusal is shown: a toast then home after 1 s (default), or an 'Access Denied' page with a
   * 'Return to Home' link (the reseller, affiliate and reseller monitoring pages).
   */
  show?: 'toast' | 'page';
  /** Which of the logged-out toasts the page gives (default 'Unauthorized', 500 ms). */
  loggedOut?: keyof typeof loggedOutToasts;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    guard?: GuardWords;
  }
}

/** The logged-out toasts: each goes to /api/login after its own delay. */
export const loggedOutToasts = {
  unauthorized: { title: LOGGED_OUT.title, description: LOGGED_OUT.description, delay: delays.unauthorized },
  /** Create event and analytics: 'Access Denied', then /api/login after 1 s. */
  accessDenied: { title: 'Access Denied', description: LOGGED_OUT.description, delay: delays.accessDenied },
  /** Checkout: 'Registration Required', then /api/login after 2 s. */
  registrationRequired: {
    title: 'Registration Required',
    description:
      'Please register or log in before purchasing to minimize payment processing issues and ensure secure ticket delivery.',
    delay: delays.registrationRequired,
  },
} as const;

export const DEFAULT_DENIED = "You don't have permission to access this page";

/** A layout's words apply to all its pages; a page's own override them, field by field. */
export function guardWordsOf(matches: { staticData: { guard?: GuardWords } }[]): GuardWords {
  return Object.assign({}, ...matches.map((match) => match.staticData.guard));
}
