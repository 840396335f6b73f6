import { z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { DEFAULT_MAX_JSON_BODY_KB } from '../env';
import { errorCodeList } from './error-codes';
import {
  type AppError,
  badRequest,
  bodyTooLarge,
  conflict,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  forbidden,
  notFound,
  paymentProviderUnavailable,
  posterTooLarge,
  RetryLaterError,
  tooManyRequests,
  unauthorized,
  unsupportedImage,
  uploadExpired,
  validationFailed,
} from './errors';
import { MAX_ID, pathId } from './input-schemas';
import { integratorsGuide } from './integrators-guide';
import { problemBody, problemType, toAppError } from './problem';

/** The server in examples, as the guide writes it. */
const EXAMPLE_ORIGIN = 'https://HOST';

/** problem+json, the shape of every error the API returns. */
export const ProblemSchema = z
  .object({
    type: z.string().openapi({
      description:
        "Where the problem types are explained: this server's `/api/docs#description/error-codes` (the Error codes table of its reference)",
      example: problemType(EXAMPLE_ORIGIN),
    }),
    title: z.string().openapi({ example: 'Validation Failed' }),
    status: z.number().int().openapi({ example: 422 }),
    detail: z.string().openapi({ example: 'Event title is required' }),
    code: z.enum(errorCodeList).openapi({
      description:
        "What went wrong, from one closed list (the guide's Error codes table); switch on this, never on `detail`",
      example: 'validation_failed',
    }),
    requestId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ example: [{ path: 'event.title', message: 'Event title is required' }] }),
  })
  .openapi('Problem');

const errorDescriptions = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Not allowed: the role or ownership does not permit it, or the request came from another site',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  413: 'Too large',
  415: 'Not a supported type',
  422: 'Input failed validation; `errors` names each field',
  429: 'Too many requests',
  502: 'The payment provider did not answer',
  503: 'The database is briefly out of reach: try again after `Retry-After` seconds',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** A typical error of each status: the ones the services throw, so the examples cannot drift. */
const errorExamples: Record<ErrorStatus, AppError> = {
  400: badRequest('Malformed JSON in request body'),
  401: unauthorized(),
  403: forbidden(),
  404: notFound('Event not found.'),
  409: conflict('Only 2 tickets available for General Admission.', 'not_enough_tickets'),
  410: uploadExpired(),
  413: posterTooLarge(),
  415: unsupportedImage(),
  422: validationFailed([{ path: 'event.title', message: 'Event title is required' }]),
  429: tooManyRequests(),
  502: paymentProviderUnavailable(),
  503: databaseUnavailable(),
};

/** An error's problem document as the API sends it (lib/problem.ts), for the document's examples. */
export function problemExample(error: AppError) {
  return problemBody(error, '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a', EXAMPLE_ORIGIN);
}

/** One error response, documented as problem+json with `error` as its example. */
export function documentedProblem(
  error: AppError,
  description: string = errorDescriptions[error.status as ErrorStatus],
) {
  return {
    description,
    ...(error instanceof RetryLaterError ? { headers: retryAfterHeader } : {}),
    content: { 'application/problem+json': { schema: ProblemSchema, example: problemExample(error) } },
  };
}

/** The header an error that says when to try again carries (a `RetryLaterError`: 429s, 503s). */
export const retryAfterHeader = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' as const, minimum: 1, example: DATABASE_RETRY_AFTER_SECONDS },
  },
};

/** The error responses of a route, documented as problem+json with an example each. */
export function problems(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, documentedProblem(errorExamples[status])]));
}

/**
 * One error status an operation answers with several codes (e.g. two different 409s), documented as
 * problem+json with a named example per code, each the factory's error the service throws.
 */
export function problemsOfOneStatus(description: string, errors: Record<string, AppError>) {
  return {
    description,
    content: {
      'application/problem+json': {
        schema: ProblemSchema,
        examples: Object.fromEntries(
          Object.entries(errors).map(([name, error]) => [name, { value: problemExample(error) }]),
        ),
      },
    },
  };
}

/**
 * What any operation with a JSON body answers before its own rules run: malformed JSON (Hono's JSON
 * validator) and a body of another type (@hono/zod-openapi's media type gate). The examples are those
 * exceptions as lib/problem.ts renders them.
 */
export const jsonBodyProblems = {
  400: documentedProblem(errorExamples[400], 'The body is not well-formed JSON'),
  415: documentedProblem(
    toAppError(new HTTPException(415, { message: 'Unsupported Media Type' })) as AppError,
    'The body is not `application/json`',
  ),
};

/** What any operation that reads or writes the database may answer while the database is away. */
export const databaseUnavailableProblem = documentedProblem(errorExamples[503]);

/** What any operation a body is sent to may answer: the body limit's 413 (lib/request-body.ts). */
export const bodyLimitProblem = documentedProblem(
  bodyTooLarge(DEFAULT_MAX_JSON_BODY_KB),
  `The request body is over the size limit (MAX_JSON_BODY_KB, ${DEFAULT_MAX_JSON_BODY_KB} KB by default)`,
);

/** A JSON response body, documented with an example of what the API sends. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string, example: z.input<T>) {
  return { description, content: { 'application/json': { schema, example } } };
}

/** A JSON request body, required, with an example an integrator can send as it is. */
export function jsonBody<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return { required: true, content: { 'application/json': { schema, example } } };
}

/** A path id that the document shows as a required integer (z.coerce alone comes out optional). */
export const IdParam = z.object({
  id: pathId().openapi({
    param: { name: 'id', in: 'path', required: true },
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    example: 12,
  }),
});

/** User endpoints: the session cookie. */
export const cookieAuth = [{ cookieAuth: [] }];

/** Endpoints that use the session when there is one and do the same without (sign-out). */
export const optionalCookieAuth: Record<string, string[]>[] = [{ cookieAuth: [] }, {}];

/** Public endpoints say so explicitly: no credentials needed. */
export const noAuth: Record<string, string[]>[] = [];

export const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Pentas API',
    version: '1.0.0',
    description: integratorsGuide(),
  },
  servers: [{ url: '/', description: 'This server' }],
  tags: [
    { name: 'Events', description: 'The public event catalog (CORS, cacheable), and organizers managing their events' },
    { name: 'Ticket types', description: 'What an event sells, at what price, how many' },
    { name: 'Checkout', description: 'Starting checkout: orders, stock holds, payment intents; Stripe webhooks' },
    { name: 'Orders', description: "A buyer's orders" },
    { name: 'Tickets', description: "A holder's tickets, QR codes and transfers; scanning and check-in at the door" },
    {
      name: 'Analytics',
      description:
        "Organizers' sales figures: revenue per currency, live sales, trends, check-ins, attribution, CSV exports",
    },
    {
      name: 'Admin',
      description:
        'The admin panel: users and roles, payment health, cancellation runs, inventory, restoring deleted events, the audit log',
    },
    {
      name: 'Box office',
      description:
        'Manual tickets issued by admins, organizers and resellers to registered users, and the tracker of what was issued',
    },
    { name: 'Affiliates', description: 'Affiliate codes and links: `?ref=CODE` credits the orders a link brings' },
    {
      name: 'Resellers',
      description: "Resellers' sales (manual tickets and attributed orders): their history, and the admins' monitoring",
    },
    { name: 'Auth', description: 'Sign-up, sign-in (the session cookie), the current user and their permissions' },
    {
      name: 'Account',
      description: "The signed-in user's own account: name, password, e-mail, deletion; forgot password",
    },
    { name: 'Images', description: 'Poster uploads and serving' },
    {
      name: 'Refunds',
      description:
        "Refunds and refund requests: the policy, buyers' requests, organizers' and admins' refunds, cancellations.",
    },
    { name: 'Health', description: 'Liveness and readiness probes for load balancers' },
    {
      name: 'Promo codes',
      description:
        "Organizers' discount and access codes: limits in tickets, validity times, reservations; buyers pass one as `code`",
    },
    {
      name: 'Waiting list',
      description:
        "Sold-out ticket types' waiting lists: joining, offers of tickets that come back, the organizer's view",
    },
  ],
};
