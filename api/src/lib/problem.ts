import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/**
 * Renders any thrown value as problem+json; unexpected ones are logged and hidden behind a 500.
 * Built through the context, so headers set before the error (the request id, a session cookie
 * better-auth renewed or removed while the user was looked up) go out with it.
 */
export function problemResponse(err: unknown, c: Context<AppEnv>): Response {
  const known = toAppError(err);
  if (!known) c.var.log.error({ err: withoutQueryParameters(err) }, 'unexpected error');
  const e = known ?? new AppError(500, 'internal_error', 'Internal Server Error', 'Something went wrong on our side.');
  return c.body(JSON.stringify(problemBody(e, c.var.requestId)), e.status as ContentfulStatusCode, {
    'content-type': 'application/problem+json',
  });
}

/** The problem+json document of an error (RFC 9457), as every error response carries it. */
export function problemBody(e: AppError, requestId: string) {
  return {
    ...e.extensions,
    type: `https://pentas.dev/problems/${e.code}`,
    title: e.title,
    status: e.status,
    detail: e.message,
    code: e.code,
    requestId,
    ...(e.errors ? { errors: e.errors } : {}),
  };
}

/** A thrown value as the AppError it is answered with, or null for an unexpected one (a 500). */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const title = httpTitles[err.status] ?? 'Error';
    return new AppError(err.status, title.toLowerCase().replaceAll(' ', '_'), title, err.message || title);
  }
  return null;
}

const httpTitles: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/**
 * A failed query's error carries its bound parameters (e-mails, tokens) in its message: log the
 * database's own error and the statement, never the values.
 */
function withoutQueryParameters(err: unknown): unknown {
  const e = err as { query?: string; params?: unknown; cause?: unknown };
  if (typeof e?.query === 'string' && e.params !== undefined) return { cause: e.cause, query: e.query };
  return err;
}
