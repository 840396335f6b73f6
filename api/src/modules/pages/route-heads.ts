import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { ClientRoute } from './route-table';

interface Words {
  title: string;
  description: string;
}
type Said = (inputs?: object, options?: { locale?: Locale }) => string;

/** The words of every page without its own (web/index.html says the same before the server fills it in). */
const SITE_WORDS = { title: m.head_site_title, description: m.head_site_description } satisfies Record<string, Said>;

/** The public pages' own titles and descriptions (decisions.md, 'What public pages say'), in each language. */
const ROUTE_WORDS: Partial<Record<ClientRoute, Record<keyof Words, Said>>> = {
  '/': { title: m.head_site_title, description: m.head_landing_description },
  '/events/': { title: m.head_events_title, description: m.head_events_description },
  '/login': { title: m.head_login_title, description: m.head_login_description },
};

export function routeWords(route: ClientRoute, locale: Locale): Words {
  const words = ROUTE_WORDS[route] ?? SITE_WORDS;
  return { title: words.title({}, { locale }), description: words.description({}, { locale }) };
}
