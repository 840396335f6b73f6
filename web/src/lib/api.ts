import { createClient } from '@pentas/openapi';
import { takeInlineAnswer } from './inline-answers';

/**
 * The one client the web app talks to the API with (same origin, session cookie). In the server's
 * render there is no location, and no request leaves the process (entry-server.tsx answers each from
 * the page's data): the origin only makes the addresses absolute.
 */
export const api = createClient({ baseUrl: globalThis.location?.origin ?? 'http://localhost' });

// The first page's data came with its HTML: its first request for each is answered from there.
api.use({ onRequest: ({ request }) => takeInlineAnswer(request) });
