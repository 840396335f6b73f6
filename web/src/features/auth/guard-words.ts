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
   * How a refusal is shown: the spec's toast then home (default), or an 'Access Denied' page with a
   * 'Return to Home' link (the reseller, affiliate and reseller monitoring pages, spec 'Reseller dashboard').
   */
  show?: 'toast' | 'page';
  /** Which of the spec's logged-out toasts the page gives (default 'Unauthorized', 500 ms). */
  loggedOut?: keyof typeof loggedOutToasts;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    guard?: GuardWords;
  }
}

/** The spec's logged-out toasts: each goes to /api/login after its own delay. */
export const loggedOutToasts = {
  unauthorized: { title: LOGGED_OUT.title, description: LOGGED_OUT.description, delay: delays.unauthorized },
  /** Create event and analytics (spec section 4). */
  accessDenied: { title: 'Access Denied', description: LOGGED_OUT.description, delay: delays.accessDenied },
  /** Checkout (spec section 8). */
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
