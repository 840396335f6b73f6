import { BASE_LOCALE, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { isDatabaseUnavailable } from './database-unavailable';
import type { ErrorCode } from './error-codes';
import { AppError, databaseUnavailable, PROBLEM_TITLES, type ProblemTitle, RetryLaterError } from './errors';
import { requestLocale } from './request-locale';
import { said, wordsIn } from './said';

/**
 * Renders any thrown value as problem+json; unexpected ones are logged and hidden behind a 500.
 * Built through the context, so headers set before the error (the request id, a session cookie
 * better-auth renewed or removed while the user was looked up) go out with it.
 */
export function problemResponse(err: unknown, c: Context<AppEnv>): Response {
  const known = toAppError(err);
  if (!known) c.var.log.error({ err: withoutQueryParameters(err) }, 'unexpected error');
  else if (known.code === 'database_unavailable')
    c.var.log.warn({ err: withoutQueryParameters(err) }, 'database unavailable');
  const e = known ?? new AppError(500, 'internal_error', 'Internal Server Error', said(m.problem_internal_error));
  const origin = c.var.deps.env.APP_URL ? new URL(c.var.deps.env.APP_URL).origin : new URL(c.req.url).origin;
  // Its words follow the reader's language: a cache keeps one answer per language.
  c.header('Vary', 'Accept-Language, Cookie', { append: true });
  return c.body(
    JSON.stringify(problemBody(e, c.var.requestId, origin, requestLocale(c))),
    e.status as ContentfulStatusCode,
    {
      'content-type': 'application/problem+json',
      ...(e instanceof RetryLaterError ? { 'retry-after': String(e.retryAfterSeconds) } : {}),
    },
  );
}

/**
 * The problem+json document of an error (RFC 9457), as every error response carries it, its words in
 * the request's language (decision 75). Its `type` is the 'Error codes' table of this server's API
 * reference, where `code` is explained.
 */
export function problemBody(e: AppError, requestId: string, origin: string, locale: Locale = BASE_LOCALE) {
  return {
    ...e.extensions,
    type: problemType(origin),
    title: e.titleIn(locale),
    status: e.status,
    detail: e.detailIn(locale),
    code: e.code,
    requestId,
    ...(e.errors ? { errors: e.errors.map(({ path, message }) => ({ path, message: wordsIn(message, locale) })) } : {}),
  };
}

/** Where the problem types are explained: the guide's 'Error codes' table in the API reference. */
export const problemType = (origin: string) => `${origin}/api/docs#description/error-codes`;

/** A thrown value as the AppError it is answered with, or null for an unexpected one (a 500). */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const [code, title] = httpErrors[err.status] ?? httpErrors[400];
    return new AppError(err.status, code, title, err.message || PROBLEM_TITLES[title]);
  }
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  return null;
}

/** Hono's own exceptions (malformed JSON, another content type, …) as codes of the one list. */
const httpErrors: Record<number, [ErrorCode, ProblemTitle]> = {
  400: ['bad_request', 'Bad Request'],
  404: ['not_found', 'Not Found'],
  405: ['method_not_allowed', 'Method Not Allowed'],
  413: ['body_too_large', 'Payload Too Large'],
  415: ['unsupported_media_type', 'Unsupported Media Type'],
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
