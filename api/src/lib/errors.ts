import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { ErrorCode } from './error-codes';
import { english, type Said, said, type Words, wordsIn } from './said';

/** The one error family of the API. Every failure a client sees is one of these, as problem+json. */
export interface FieldError {
  path: string;
  message: Words;
}

/** Each problem's title (its status's name), said in the reader's language (lib/problem.ts). */
export const PROBLEM_TITLES = {
  'Bad Request': said(m.problem_title_bad_request),
  Unauthorized: said(m.problem_title_unauthorized),
  Forbidden: said(m.problem_title_forbidden),
  'Not Found': said(m.problem_title_not_found),
  'Method Not Allowed': said(m.problem_title_method_not_allowed),
  Conflict: said(m.problem_title_conflict),
  Gone: said(m.problem_title_gone),
  'Payload Too Large': said(m.problem_title_payload_too_large),
  'Unsupported Media Type': said(m.problem_title_unsupported_media_type),
  'Unprocessable Content': said(m.problem_title_unprocessable_content),
  'Validation Failed': said(m.problem_title_validation_failed),
  'Too Many Requests': said(m.problem_title_too_many_requests),
  'Internal Server Error': said(m.problem_title_internal_server_error),
  'Bad Gateway': said(m.problem_title_bad_gateway),
  'Service Unavailable': said(m.problem_title_service_unavailable),
} satisfies Record<string, Said>;
export type ProblemTitle = keyof typeof PROBLEM_TITLES;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly title: ProblemTitle,
    /** Said in the reader's language (`detailIn`); `message` is its English, for logs. */
    readonly detail: Words,
    readonly errors?: FieldError[],
    /** Extra members of the problem document (RFC 9457 extensions), e.g. a machine-readable reason. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(english(detail));
  }

  detailIn(locale: Locale) {
    return wordsIn(this.detail, locale);
  }

  titleIn(locale: Locale) {
    return PROBLEM_TITLES[this.title](locale);
  }
}

export const badRequest = (detail: Words, code: ErrorCode = 'bad_request') =>
  new AppError(400, code, 'Bad Request', detail);
export const unauthorized = (detail: Words = said(m.auth_logged_out)) =>
  new AppError(401, 'unauthorized', 'Unauthorized', detail);
export const forbidden = (detail: Words = said(m.problem_no_permission)) =>
  new AppError(403, 'forbidden', 'Forbidden', detail);
export const notFound = (detail: Words = said(m.problem_not_found), code: ErrorCode = 'not_found') =>
  new AppError(404, code, 'Not Found', detail);
export const conflict = (detail: Words, code: ErrorCode, extensions?: Record<string, unknown>) =>
  new AppError(409, code, 'Conflict', detail, undefined, extensions);
export const tooManyRequests = (detail: Words = said(m.problem_too_many_attempts)) =>
  new AppError(429, 'rate_limited', 'Too Many Requests', detail);
/** An error that says when the caller may try again: lib/problem.ts sends `Retry-After` with it. */
export class RetryLaterError extends AppError {
  constructor(
    status: 429 | 503,
    code: ErrorCode,
    title: ProblemTitle,
    detail: Words,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, title, detail);
  }
}
export class RateLimitedError extends RetryLaterError {
  constructor(detail: Words, retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too Many Requests', detail, retryAfterSeconds);
  }
}
/** Well-formed input the server cannot act on, with a machine-readable code and extra members. */
export const unprocessable = (detail: Words, code: ErrorCode, extensions?: Record<string, string>) =>
  new AppError(422, code, 'Unprocessable Content', detail, undefined, extensions);
export const validationFailed = (errors: FieldError[]) =>
  new AppError(
    422,
    'validation_failed',
    'Validation Failed',
    errors[0]?.message ?? said(m.problem_invalid_input),
    errors,
  );

// Errors of one feature each, here so that the API document's examples (lib/openapi) are the very
// errors the services throw.
export const bodyTooLarge = (limitKb: number) =>
  new AppError(413, 'body_too_large', 'Payload Too Large', said(m.problem_body_too_large, { limitKb }));
export const posterTooLarge = () =>
  new AppError(413, 'file_too_large', 'Payload Too Large', said(m.org_poster_too_big));
export const unsupportedImage = () =>
  new AppError(415, 'unsupported_image', 'Unsupported Media Type', said(m.problem_unsupported_image));
export const uploadExpired = () => new AppError(410, 'upload_expired', 'Gone', said(m.problem_upload_expired));
export const resetLinkInvalid = () =>
  new AppError(410, 'reset_link_invalid', 'Gone', said(m.problem_reset_link_invalid));
export const paymentProviderUnavailable = () =>
  new AppError(502, 'payment_provider_unavailable', 'Bad Gateway', said(m.problem_payments_unavailable));
/** How long a client is asked to wait (Retry-After) when the database is away: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = () =>
  new RetryLaterError(
    503,
    'database_unavailable',
    'Service Unavailable',
    said(m.problem_database_unavailable),
    DATABASE_RETRY_AFTER_SECONDS,
  );
