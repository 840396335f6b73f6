import { createClient } from '@pentas/openapi';

/** The one client the web app talks to the API with (same origin, session cookie). */
export const api = createClient({ baseUrl: globalThis.location?.origin ?? '' });
