import { m } from '@pentas/i18n/messages';
import { delays } from '@/lib/redirect';

/**
 * What a guarded page says when it turns a user away, declared as route `staticData` (words, not
 * code) by the page or by its layout for all its pages (a page's own words win): the guard itself
 * lives in the layout routes (routes/_signed-in*).
 */
export interface GuardWords {
  /** The 'Access Denied' words when a permission is missing: a catalog message, read as the page renders. */
  denied?: () => string;
  /**
   * How a refusal is shown: a toast then home after 1 s (default), or an 'Access Denied' page with a
   * 'Return to Home' link (the reseller, affiliate and reseller monitoring pages).
   */
  show?: 'toast' | 'page';
  /** Which of the logged-out toasts the page gives (default 'Unauthorized', 500 ms). */
  loggedOut?: LoggedOutToast;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    guard?: GuardWords;
  }
}

/** The logged-out toasts a page can give; each goes to /api/login after its own delay. */
export type LoggedOutToast = 'unauthorized' | 'accessDenied' | 'registrationRequired';

/**
 * A logged-out toast's words (in the language of the render under way) and delay: 'Unauthorized'
 * (500 ms); 'Access Denied' for create event and analytics (1 s); 'Registration Required' at checkout (2 s).
 */
export function loggedOutToast(kind: LoggedOutToast = 'unauthorized') {
  switch (kind) {
    case 'accessDenied':
      return { title: m.auth_access_denied(), description: m.auth_logged_out(), delay: delays.accessDenied };
    case 'registrationRequired':
      return {
        title: m.auth_registration_required_title(),
        description: m.auth_registration_required_text(),
        delay: delays.registrationRequired,
      };
    default:
      return { title: m.auth_unauthorized(), description: m.auth_logged_out(), delay: delays.unauthorized };
  }
}

/** The 'Access Denied' words of a refused page: its own, or the default. */
export const deniedWords = (words: GuardWords): string => (words.denied ? words.denied() : m.auth_denied_default());

/** A layout's words apply to all its pages; a page's own override them, field by field. */
export function guardWordsOf(matches: { staticData: { guard?: GuardWords } }[]): GuardWords {
  return Object.assign({}, ...matches.map((match) => match.staticData.guard));
}
