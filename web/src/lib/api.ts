import { createClient } from '@pentas/openapi';
import { takeInlineAnswer } from './inline-answers';

/** The one client the web app talks to the API with (same origin, session cookie). */
export const api = createClient({ baseUrl: globalThis.location?.origin ?? '' });

// The first page's data came with its HTML: its first request for each is answered from there.
api.use({ onRequest: ({ request }) => takeInlineAnswer(request) });
