import createFetchClient from 'openapi-fetch';
import type { components, paths } from './schema';

export type Problem = components['schemas']['Problem'];

/** A failed call, carrying the server's problem+json. `detail` is the server's message, the one toasts show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(problem.detail ?? problem.title ?? `${status}`);
    this.name = 'ApiError';
  }

  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.problem.errors ?? []).map((e) => [e.path, e.message]));
  }
}

/** The typed client for the Pentas API. Same-origin by default; `baseUrl` for widgets and integrators. */
export function createClient(options: { baseUrl?: string; credentials?: 'include' | 'same-origin' | 'omit' } = {}) {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: options.credentials ?? 'same-origin',
    // Looked up on each call, not captured once: test interceptors and polyfills installed later apply.
    fetch: (request: Request) => globalThis.fetch(request),
  });
}

export type PentasClient = ReturnType<typeof createClient>;

/** Turns an openapi-fetch result into its data, or throws ApiError. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) {
    const problem = (typeof error === 'object' && error !== null ? error : { detail: String(error ?? '') }) as Problem;
    throw new ApiError(response.status, { ...problem, detail: problem.detail || response.statusText });
  }
  return data as NonNullable<T>;
}

/** One page of a list and the total over all pages (the API's X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Turns a paged list call (`X-Total-Count`) into its rows and total, or throws ApiError like `unwrap`. */
export async function unwrapPage<T>(
  call: Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<Page<T>> {
  const result = await call;
  const items = await unwrap(Promise.resolve(result));
  return { items, total: Number(result.response.headers.get('x-total-count') ?? items.length) };
}
