import { z } from '@hono/zod-openapi';

/** problem+json, the shape of every error the API returns. */
export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: 'https://pentas.dev/problems/validation_failed' }),
    title: z.string().openapi({ example: 'Validation Failed' }),
    status: z.number().int().openapi({ example: 422 }),
    detail: z.string().openapi({ example: 'Event title is required' }),
    code: z.string().openapi({ example: 'validation_failed' }),
    requestId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ example: [{ path: 'event.title', message: 'Event title is required' }] }),
  })
  .openapi('Problem');

const errorDescriptions: Record<number, string> = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  422: 'Input failed validation; `errors` names each field',
  410: 'No longer available',
  413: 'Too large',
  415: 'Not a supported type',
  429: 'Too many requests',
  502: 'The payment provider did not answer',
};

/** The error responses of a route, documented as problem+json. */
export function problems(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    ]),
  );
}

/** A JSON response body, documented. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A JSON request body, required. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** A path id that the document shows as a required integer (z.coerce alone comes out optional). */
export const IdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .openapi({ param: { name: 'id', in: 'path', required: true }, type: 'integer', example: 12 }),
});

export const cookieAuth = [{ cookieAuth: [] }];

export const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Pentas API',
    version: '1.0.0',
    description:
      'The API of Pentas, the event ticketing marketplace for Malaysia and South-East Asia. ' +
      'Public reads need no credentials; everything about a user is authenticated by the session cookie ' +
      'set by `POST /api/auth/sign-in`. Errors are `application/problem+json`.',
  },
  servers: [{ url: '/', description: 'This server' }],
  tags: [
    { name: 'Auth', description: 'Sign-up, sign-in, the current user' },
    { name: 'Events', description: 'The event catalog, and organizers managing their events' },
    { name: 'Ticket types', description: 'What an event sells, at what price, how many' },
    { name: 'Images', description: 'Poster uploads and serving' },
    { name: 'Checkout', description: 'Starting checkout: orders, stock holds, payment intents' },
    { name: 'Orders', description: "A buyer's orders" },
    { name: 'Tickets', description: "A holder's tickets, QR codes and transfers; scanning and check-in" },
    { name: 'Health', description: 'Liveness and readiness' },
  ],
};
