import type { ErrorCode } from './error-codes';

/** The one error family of the API. Every failure a client sees is one of these, as problem+json. */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly title: string,
    detail: string,
    readonly errors?: FieldError[],
    /** Extra members of the problem document (RFC 9457 extensions), e.g. a machine-readable reason. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code: ErrorCode = 'bad_request') =>
  new AppError(400, code, 'Bad Request', detail);
export const unauthorized = (detail = 'You are logged out. Logging in again...') =>
  new AppError(401, 'unauthorized', 'Unauthorized', detail);
export const forbidden = (detail = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', 'Forbidden', detail);
export const notFound = (detail = 'Not found.', code: ErrorCode = 'not_found') =>
  new AppError(404, code, 'Not Found', detail);
export const conflict = (detail: string, code: ErrorCode, extensions?: Record<string, unknown>) =>
  new AppError(409, code, 'Conflict', detail, undefined, extensions);
export const tooManyRequests = (detail = 'Too many attempts. Please wait a moment and try again.') =>
  new AppError(429, 'rate_limited', 'Too Many Requests', detail);
/** An error that says when the caller may try again: lib/problem.ts sends `Retry-After` with it. */
export class RetryLaterError extends AppError {
  constructor(
    status: 429 | 503,
    code: ErrorCode,
    title: string,
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, title, detail);
  }
}
export class RateLimitedError extends RetryLaterError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too Many Requests', detail, retryAfterSeconds);
  }
}
/** Well-formed input the server cannot act on, with a machine-readable code and extra members. */
export const unprocessable = (detail: string, code: ErrorCode, extensions?: Record<string, string>) =>
  new AppError(422, code, 'Unprocessable Content', detail, undefined, extensions);
export const validationFailed = (errors: FieldError[]) =>
  new AppError(422, 'validation_failed', 'Validation Failed', errors[0]?.message ?? 'Invalid input.', errors);

// Errors of one feature each, here so that the API document's examples (lib/openapi) are the very
// errors the services throw.
export const bodyTooLarge = (limitKb: number) =>
  new AppError(413, 'body_too_large', 'Payload Too Large', `Request bodies can be at most ${limitKb} KB.`);
export const posterTooLarge = () =>
  new AppError(413, 'file_too_large', 'Payload Too Large', 'Posters can be at most 5 MB.');
export const unsupportedImage = () =>
  new AppError(415, 'unsupported_image', 'Unsupported Media Type', 'Only JPEG, PNG or WebP images are accepted.');
export const uploadExpired = () =>
  new AppError(410, 'upload_expired', 'Gone', 'This upload link has expired. Please choose the file again.');
export const resetLinkInvalid = () =>
  new AppError(
    410,
    'reset_link_invalid',
    'Gone',
    'This link has expired or was already used. Ask for a new one: links work once, for 30 minutes.',
  );
export const paymentProviderUnavailable = () =>
  new AppError(
    502,
    'payment_provider_unavailable',
    'Bad Gateway',
    'Our payment system (Stripe) is temporarily unavailable. Please try again in a few moments.',
  );
/** How long a client is asked to wait (Retry-After) when the database is away: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = () =>
  new RetryLaterError(
    503,
    'database_unavailable',
    'Service Unavailable',
    'We lost touch with our database for a moment, so this may not have gone through. Please try again in a few seconds.',
    DATABASE_RETRY_AFTER_SECONDS,
  );
