import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../support/app';
import { buyTickets, startCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';
import { Client, signedIn } from '../support/http';
import {
  type Components,
  hostileText,
  hostileValue,
  type JsonSchema,
  type Known,
  mutated,
  realExample,
  valueFor,
} from '../support/openapi-arbitraries';

/**
 * Every operation of the app's own OpenAPI document, called as anonymous, customer, organizer and admin
 * with values generated from its schemas, near their bounds and outside them. Each
 * answer must be below 500 and a status the operation documents (no status is exempt: the app answers
 * nothing generic beyond what the route helper documents); an error must be problem+json. A new
 * endpoint is fuzzed without being listed here.
 * FUZZ_RUNS: requests per operation and role (60 keeps the file near half a minute on two cores).
 * FUZZ_SEED: the default is fixed, so `npm test` is repeatable; `FUZZ_SEED=random` explores, and the
 * summary line names the seed to reproduce whatever a run finds. FUZZ_VERBOSE=1 prints the statuses
 * each operation answered (how far past validation the requests got).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_260_110);

const { app, db, deps } = await createTestApp();
const customer = await signedIn(app, 'customer@pentas.test');
const organizer = await signedIn(app, 'organizer@pentas.test');
// Admin besides the three of the issue: the door (scan, check-in) and deleting events are theirs.
const admin = await signedIn(app, 'admin@pentas.test');
const roles = { anonymous: new Client(app), customer, organizer, admin };

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
type Media = { schema?: JsonSchema; example?: unknown };
type Operation = {
  operationId: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
};
const document = (await (await app.request(`${ORIGIN}/api/openapi.json`)).json()) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
};

// Deletes run after everything else (the rows they remove are the known values the other operations
// use), and ending the session last of all, so each role is signed in for the rest; after its first
// call a role's session is over and its remaining calls there are anonymous ones.
const endsTheSession = new Set(['signOut', 'logout']);
const stage = ({ method, op }: { method: string; op: Operation }) =>
  endsTheSession.has(op.operationId) ? 2 : method === 'delete' ? 1 : 0;
const operations = Object.entries(document.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
  .sort((a, b) => stage(a) - stage(b));

/** Real values, so that requests also get past "not found" into the rules: one of everything. */
async function knownValues() {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    tickets: [{ priceMinor: 5000 }, { priceMinor: 0, quantity: 1000 }],
  });
  const [paid, free] = event.ticketTypes;
  const line = { ticketTypeId: paid.id, quantity: 1, unitPrice: '50.00' };
  const completed = await buyTickets(db, customer, event.id, [line]);
  const pending = await startCheckout(db, customer, event.id, [line]);
  const tickets = (await customer.get('/api/my-tickets')).json as { id: string }[];
  const buyer = (await customer.get('/api/auth/user')).json.id as string;
  const uploads = await Promise.all(
    [1, 2, 3].map(async () => (await organizer.post('/api/images/upload')).json.uploadURL),
  );
  const links = uploads.map((url: string) => new URL(url, ORIGIN));
  const seeded = ((await roles.anonymous.get('/api/events')).json as { id: number }[]).map((e) => e.id);
  return {
    // Path and query parameters, by name.
    id: [
      ...[event.id, paid.id, free.id, ...seeded].map(String),
      completed,
      pending.order.id,
      pending.intentId,
      ...tickets.map((t) => t.id),
      ...links.map((link) => link.pathname.split('/').pop() as string),
    ],
    expires: links.map((link) => link.searchParams.get('expires') as string),
    signature: links.map((link) => link.searchParams.get('signature') as string),
    // Body fields, by name.
    eventId: [event.id],
    ticketTypeId: [paid.id, free.id],
    unitPrice: ['50.00', '0.00'],
    paymentIntentId: [pending.intentId],
    imageURL: uploads,
    email: ['customer2@pentas.test', 'customer@pentas.test'],
    userEmail: ['customer2@pentas.test'],
    qrCode: tickets.map((t) => deps.ticketSigner.sign({ id: t.id, eventId: event.id, userId: buyer })),
  } satisfies Known;
}
const known: Known = await knownValues();
const context = { components: document.components.schemas, known };

/** A path segment as a client would send it; a lone surrogate has no UTF-8, so it goes as the bytes of one. */
const segment = (value: string) =>
  value
    .split(/(\p{Cs})/u)
    .map((part, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** Known values that fit a parameter's schema: digits for an integer, its pattern or uuid format for a string. */
function realFor({ name, schema }: Parameter) {
  const fits =
    schema.type === 'integer'
      ? /^\d+$/
      : schema.pattern
        ? new RegExp(schema.pattern)
        : schema.format === 'uuid'
          ? /^[0-9a-f-]{36}$/
          : /\D/;
  return (known[name] ?? []).map(String).filter((v) => fits.test(v));
}

/**
 * Path values (already encoded): real ones, the boundaries ids break at, broken percent-encodings and
 * hostile text; never one that changes the path's shape ('', '.', '..').
 */
function pathValue(parameter: Parameter) {
  const real = realFor(parameter);
  const boundaries = ['0', '-1', '2147483647', '2147483648', '9007199254740992', 'abc', '%00', '1e3', '01'];
  return fc.oneof(
    { weight: 4, arbitrary: real.length ? fc.constantFrom(...real) : hostileText.map(segment) },
    { weight: 2, arbitrary: fc.constantFrom(...boundaries) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%FF', '%ED%A0%80', '%C0%AE', '%2e%2e', '%2F') },
    { weight: 1, arbitrary: hostileText.filter((v) => !['', '.', '..'].includes(v)).map(segment) },
  );
}

/**
 * A header parameter's value (an `Idempotency-Key`), or none: mostly its example, so requests get past
 * validation (a generation then issues once per role, and the same key with other bodies is a 409),
 * else one from its schema or hostile text, as printable ASCII (fetch refuses anything else).
 */
function headerValue(parameter: Parameter & { example?: unknown }) {
  const example = parameter.example ?? parameter.schema.example;
  const value = fc.oneof(
    { weight: example === undefined ? 0 : 4, arbitrary: fc.constant(String(example)) },
    { weight: 2, arbitrary: valueFor(parameter.schema, context).map(asText) },
    { weight: 1, arbitrary: hostileText },
  );
  return fc.option(
    value.map((v) => v.replace(/[^\x20-\x7e]/g, '')),
    { nil: undefined, freq: 8 },
  );
}

/** A query parameter's value, or none: a required one is nearly always sent, an optional one half the time. */
function queryValue(parameter: Parameter) {
  const real = realFor(parameter);
  const value = fc.oneof(
    { weight: real.length ? 4 : 0, arbitrary: real.length ? fc.constantFrom(...real) : fc.constant('') },
    { weight: 4, arbitrary: valueFor(parameter.schema, context).map(asText) },
    { weight: 1, arbitrary: hostileText },
  );
  return fc.option(value, { nil: undefined, freq: parameter.required ? 20 : 2 });
}
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

type Body = { contentType?: string; body?: string | Uint8Array<ArrayBuffer> };

function bodyFor(content: Record<string, Media>): fc.Arbitrary<Body> {
  const [type, media] = Object.entries(content)[0];
  const json = (value: unknown): Body => ({ contentType: 'application/json', body: JSON.stringify(value) });
  const example = JSON.stringify(media.example ?? {});
  const malformed = fc.constantFrom<Body>(
    { contentType: 'application/json', body: '{"unterminated":' },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '['.repeat(10_000) },
    { contentType: 'text/plain', body: example },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
    { contentType: 'multipart/form-data; boundary=x', body: '--x--' },
    { body: example },
  );
  if (type.includes('json')) {
    return fc.oneof(
      { weight: 3, arbitrary: valueFor(media.schema ?? {}, context).map(json) },
      { weight: 3, arbitrary: mutated(realExample(media.example, known)).map(json) },
      { weight: 2, arbitrary: realExample(media.example, known).map(json) },
      { weight: 2, arbitrary: malformed },
    );
  }
  // Bytes (the poster upload): any, an image's first bytes with junk after them, or not bytes at all.
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return fc.oneof(
    fc.record({ contentType: fc.constantFrom(...Object.keys(content)), body: fc.uint8Array({ maxLength: 4096 }) }),
    fc
      .uint8Array({ maxLength: 512 })
      .map((junk) => ({ contentType: 'image/png', body: new Uint8Array([...png, ...junk]) })),
    malformed,
  );
}

interface Request {
  path: string;
  body: Body;
  headers: Record<string, string>;
}

function requestFor(path: string, op: Operation, method: string): fc.Arbitrary<Request> {
  const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
  const inQuery = (op.parameters ?? []).filter((p) => p.in === 'query');
  const pathArb = fc
    .tuple(...inPath.map(pathValue))
    .map((values) => inPath.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]), path));
  const queryArb = fc
    .tuple(fc.tuple(...inQuery.map(queryValue)), fc.option(hostileText, { freq: 4 }))
    .map(([values, stray]) => {
      const query = new URLSearchParams();
      for (const [i, p] of inQuery.entries()) if (values[i] !== undefined) query.append(p.name, values[i] as string);
      if (stray !== null) query.append('unexpected', stray);
      return query.size ? `?${query}` : '';
    });
  const inHeader = (op.parameters ?? []).filter((p) => p.in === 'header');
  const headersArb = fc
    .tuple(...inHeader.map(headerValue))
    .map((values) =>
      Object.fromEntries(inHeader.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i] as string]]))),
    );
  const content = method === 'get' ? undefined : op.requestBody?.content;
  return fc.record({
    path: fc.tuple(pathArb, queryArb).map(([p, q]) => p + q),
    body: content ? bodyFor(content) : fc.constant<Body>({}),
    headers: headersArb,
  });
}

const findings = {
  requests: 0,
  serverErrors: [] as string[],
  undocumented: [] as string[],
  notProblems: [] as string[],
};
const findingCount = () => findings.serverErrors.length + findings.undocumented.length + findings.notProblems.length;
/** How often each status came back per operation: how far past validation the requests got. */
const statuses = new Map<string, Map<number, number>>();
const started = performance.now();

async function send(
  target: TestApp,
  method: string,
  request: Request,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const res = await target.request(`${ORIGIN}${request.path}`, {
    method: method.toUpperCase(),
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
      ...request.headers,
      ...headers,
    },
    body: request.body.body,
  });
  findings.requests++;
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Records what the answer breaks, if anything: a 5xx, a status the operation does not document, an error that is not problem+json. */
function judge(name: string, role: string, op: Operation, request: Request, res: Awaited<ReturnType<typeof send>>) {
  const seen = statuses.get(name) ?? new Map<number, number>();
  statuses.set(name, seen.set(res.status, (seen.get(res.status) ?? 0) + 1));
  const what = `${name} as ${role}: ${request.path.slice(0, 120)} ${JSON.stringify(request.body).slice(0, 160)} -> ${res.status} ${res.text.slice(0, 200)}`;
  if (res.status >= 500) findings.serverErrors.push(what);
  else if (!(String(res.status) in op.responses)) findings.undocumented.push(what);
  else if (res.status >= 400 && !op.tags?.includes('Health') && !res.type.includes('application/problem+json'))
    findings.notProblems.push(what);
}

describe('fuzzing every operation of the API document', () => {
  it('reads the operations from the app itself', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it.each(operations.map((o, i) => [`${o.method.toUpperCase()} ${o.path}`, o, i] as const))(
    '%s: no 5xx, nothing undocumented, in every role',
    async (name, { path, method, op }, index) => {
      const before = findingCount();
      for (const [roleIndex, [role, client]] of Object.entries(roles).entries()) {
        const requests = fc.sample(requestFor(path, op, method), { numRuns: RUNS, seed: SEED + index * 3 + roleIndex });
        for (const request of requests) judge(name, role, op, request, await send(app, method, request, client.cookie));
      }
      expect(findingCount() - before, `seed ${SEED}: see the findings printed below`).toBe(0);
    },
    120_000,
  );
});

// With the demo provider (above) the webhook is a documented 404. With Stripe configured it checks the
// signature: fuzzed here with unsigned and wrongly signed bodies, and with hostile events signed with
// the right secret (what a leaked secret would allow). No order matches, so Stripe's API is never called.
const secret = 'whsec_fuzz';
const stripeApp = (await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: secret })).app;

describe('the Stripe webhook, with Stripe configured', () => {
  const stripe = new Stripe('sk_test_fuzz');
  const op = document.paths['/api/webhooks/stripe'].post;
  const event = fc.record(
    {
      id: fc.oneof(
        fc.string({ maxLength: 30 }).map((s) => `evt_${s}`),
        hostileValue,
      ),
      type: fc.oneof(
        fc.constantFrom('payment_intent.succeeded', 'payment_intent.canceled', 'charge.refunded'),
        hostileValue,
      ),
      data: fc.oneof(
        fc.record({
          object: fc.record({
            object: fc.constant('payment_intent'),
            id: fc.oneof(fc.constantFrom(...known.paymentIntentId), hostileValue),
          }),
        }),
        hostileValue,
      ),
    },
    { requiredKeys: [] },
  );

  it('answers 400 or 200, never a 5xx, whatever the body and signature', async () => {
    const requests = fc.sample(
      fc.tuple(
        fc.oneof(
          event.map((e) => JSON.stringify(e)),
          hostileText,
        ),
        fc.boolean(),
        // A header carries printable ASCII only (fetch refuses anything else before it is sent).
        fc.option(hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, ''))),
      ),
      { numRuns: RUNS * 6, seed: SEED },
    );
    const before = findingCount();
    for (const [payload, signed, forged] of requests) {
      const signature = signed ? stripe.webhooks.generateTestHeaderString({ payload, secret }) : (forged ?? '');
      const request = {
        path: '/api/webhooks/stripe',
        body: { contentType: 'application/json', body: payload },
        headers: {},
      };
      judge(
        'POST /api/webhooks/stripe (Stripe configured)',
        'Stripe',
        op,
        request,
        await send(stripeApp, 'post', request, '', { 'stripe-signature': signature }),
      );
    }
    expect(findingCount() - before, `seed ${SEED}: see the findings printed below`).toBe(0);
  });
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${operations.length} operations x ${Object.keys(roles).length} roles + the Stripe webhook, ` +
      `${findings.requests} requests, 5xx ${findings.serverErrors.length}, undocumented ${findings.undocumented.length}, ` +
      `not problem+json ${findings.notProblems.length}, ${seconds} s (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
  );
  for (const line of [...findings.serverErrors, ...findings.undocumented, ...findings.notProblems].slice(0, 60)) {
    console.log(`  ${line}`);
  }
  if (process.env.FUZZ_VERBOSE) {
    for (const [name, seen] of statuses) {
      console.log(
        `  ${name}: ${[...seen]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
      );
    }
  }
});
