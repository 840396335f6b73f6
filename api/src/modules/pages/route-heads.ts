import type { ClientRoute } from './route-table';

interface Words {
  title: string;
  description: string;
}

/** The words of every page without its own (web/index.html says the same before the server fills it in). */
const SITE_WORDS: Words = {
  title: 'Pentas — event tickets for Malaysia and South-East Asia',
  description: 'Pentas — tickets for concerts, festivals, talks and games across Malaysia and South-East Asia.',
};

/** The public pages' own titles and descriptions (decisions.md, 'What public pages say'). */
const ROUTE_WORDS: Partial<Record<ClientRoute, Words>> = {
  '/': {
    title: SITE_WORDS.title,
    description:
      'Find concerts, festivals, talks, sports and food events across Malaysia, Singapore, Indonesia, Thailand and the Philippines, and keep your tickets in your pocket.',
  },
  '/events/': {
    title: 'Browse events — Pentas',
    description:
      'Upcoming events across South-East Asia on Pentas: search by name, category, country and date, and buy tickets by card, FPX or GrabPay.',
  },
  '/login': {
    title: 'Log in or sign up — Pentas',
    description: 'Log in to Pentas to buy tickets and find them in your dashboard, or sign up in a minute.',
  },
};

export function routeWords(route: ClientRoute): Words {
  return ROUTE_WORDS[route] ?? SITE_WORDS;
}
