import type { paths } from '@pentas/openapi';
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import type { TestApp } from './app';
import { ORIGIN } from './app';
import { CookieJar } from './cookie-jar';

/**
 * The app in-process through openapi-fetch, typed by `@pentas/openapi`: a renamed path, parameter or
 * field fails type-checking. Requests go through `app.request`, not the network; the jar carries the
 * session. Pass another client's `jar` to share its session (the untyped `Client` has one too).
 */
export function apiClient(app: TestApp, { jar = new CookieJar() }: { jar?: CookieJar } = {}) {
  const client = createClient<paths>({
    baseUrl: ORIGIN,
    fetch: async (request: Request) => {
      const headers = new Headers(request.headers);
      // Browsers send Origin on every non-GET request; the same-origin guard refuses those without it.
      // A test that sends its own (a foreign or an empty one) keeps it.
      if (request.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
      if (jar.cookie) headers.set('cookie', jar.cookie);
      const response = await app.request(new Request(request, { headers }));
      jar.keep(response);
      return response;
    },
  });
  return Object.assign(client, { app, jar });
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A typed client signed in as one of the seeded demo accounts. */
export async function signedInApi(app: TestApp, email: string) {
  const api = apiClient(app);
  const { response } = await api.POST('/api/auth/sign-in', { body: { email, password: DEMO_PASSWORD } });
  expect(response.status, `sign in as ${email}`).toBe(200);
  return api;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** Asserts a call (or its awaited result) succeeded with the status given (200 unless told); returns its typed body. */
export async function expectData<T>(call: Promise<Result<T>> | Result<T>, status = 200): Promise<NonNullable<T>> {
  const { data, error, response } = await call;
  expect(response.status, `${response.url}: ${JSON.stringify(error)}`).toBe(status);
  if (data === undefined || data === null) throw new Error(`${response.url} answered ${status} without a body`);
  return data;
}
