import { expect } from 'vitest';
import { errorCodes } from '../../api/src/lib/error-codes';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import type { TestApp } from './app';
import { ORIGIN } from './app';
import { CookieJar } from './cookie-jar';

/**
 * A small untyped HTTP client for the app in-process: JSON in, JSON out, cookie jar of one session.
 * For bytes on the wire that the contract would refuse to compile (wrong types, NUL, huge ids) and for
 * document-driven tests; everything else uses the typed `apiClient` (api-client.ts), which can share `jar`.
 */
export class Client {
  constructor(
    readonly app: TestApp,
    readonly jar = new CookieJar(),
  ) {}

  get cookie() {
    return this.jar.cookie;
  }

  set cookie(value: string) {
    this.jar.cookie = value;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { origin: ORIGIN }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.jar.keep(res);
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

/** A client signed in as one of the seeded demo accounts. */
export async function signedIn(app: TestApp, email: string) {
  const client = new Client(app);
  const res = await client.post('/api/auth/sign-in', { email, password: DEMO_PASSWORD });
  expect(res.status, `sign in as ${email}`).toBe(200);
  return client;
}

/** An untyped `Client` answer, or an openapi-fetch result (whose `error` is the parsed problem). */
type Answer = { status: number; headers: Headers; json: unknown } | { response: Response; error?: unknown };

/** Asserts a problem+json response and returns its body. */
export function expectProblem(res: Answer, status: number) {
  const {
    status: actual,
    headers,
    json,
  } = 'response' in res ? { status: res.response.status, headers: res.response.headers, json: res.error } : res;
  expect(actual).toBe(status);
  expect(headers.get('content-type')).toContain('application/problem+json');
  const body = json as {
    status: number;
    title: string;
    detail: string;
    code: string;
    requestId: string;
    type: string;
  };
  expect(body.status).toBe(status);
  expect(body.requestId).toBeTruthy();
  // The guide's 'Error codes' table on the server that answered.
  expect(body.type).toBe(`${ORIGIN}/api/docs#description/error-codes`);
  expect(errorCodes).toHaveProperty(body.code);
  return body as typeof body & { errors?: { path: string; message: string }[] };
}
