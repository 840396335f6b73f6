import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/src/app';
import { createTestApp, ORIGIN } from '../support/app';
import { Client, expectProblem, signedIn } from '../support/http';

/**
 * Every operation that needs the session answers an anonymous caller 401 before it looks at the
 * input (issue 10): no field-level errors for strangers. The operations are read from the app's own
 * document, so a new signed-in endpoint is covered without being listed here.
 */
const { app } = await createTestApp();
const customer = await signedIn(app, 'customer@pentas.test');

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
};
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const signedInOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => !!op.security?.length && op.security.every((alternative) => 'cookieAuth' in alternative))
    .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, op })),
);

/** The operation called with input that fails its schemas: NUL for every path parameter, a JSON number as the body. */
function invalidRequest({ path, method, op }: (typeof signedInOperations)[number], cookie = '') {
  const body = op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined;
  return app.request(`${ORIGIN}${path.replace(/\{\w+\}/g, '%00')}`, {
    method: method.toUpperCase(),
    headers: {
      origin: ORIGIN,
      ...(body ? { 'content-type': body } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? (body.includes('json') ? '42' : 'not an image') : undefined,
  });
}

const takesInput = (op: Operation) => !!op.requestBody || !!op.parameters?.some((p) => p.in !== 'cookie');

describe('operations that need the session', () => {
  it('are read from the document (and there are many)', () => {
    expect(signedInOperations.length).toBeGreaterThanOrEqual(20);
    expect(signedInOperations.map((o) => o.name)).toContain('POST /api/events');
  });

  it.each(signedInOperations.map((o) => [o.name, o] as const))(
    '%s: anonymous gets 401 before validation',
    async (_, operation) => {
      const res = await invalidRequest(operation);
      const body = await res.json();
      expectProblem({ status: res.status, headers: res.headers, json: body }, 401);
      expect(body.errors).toBeUndefined();
      if (takesInput(operation.op)) {
        // The same request with a session is refused for its input: what the 401 came before.
        const signedInRes = await invalidRequest(operation, customer.cookie);
        expect(signedInRes.status, `${operation.name} signed in`).toBe(422);
      }
    },
  );
});

describe('sign-out', () => {
  it('uses the session when there is one, and is a 204 without one (optional cookie auth)', async () => {
    expect((await new Client(app).post('/api/auth/sign-out')).status).toBe(204);
  });
});
