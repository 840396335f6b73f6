import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createApi } from '../../api/src/app';
import { fromRoot } from '../../api/src/lib/paths';

/**
 * openapi/openapi.json is what integrators build on: it must be a valid OpenAPI 3.1 document (checked
 * by @apidevtools/swagger-parser against the 3.1 JSON Schema, every $ref resolved) and follow our own
 * rules, which make it usable as a reference: every operation explained, tagged, with examples and
 * its errors documented as problem+json.
 */
const raw = readFileSync(fromRoot('openapi/openapi.json'), 'utf8');
const fresh = () => JSON.parse(raw);

type Media = { schema?: { $ref?: string }; example?: unknown; examples?: unknown };
type Response = { description?: string; content?: Record<string, Media> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { description?: string; content: Record<string, Media> };
  responses: Record<string, Response>;
};
type Document = {
  info: { description?: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[]; allOf?: { $ref?: string }[] }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
};

const document: Document = fresh();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, op })),
);
const isJson = (type: string) => /^application\/(.+\+)?json$/.test(type);
const PROBLEM_MEMBERS = ['type', 'title', 'status', 'detail', 'code', 'requestId'];

type Schema = { $ref?: string; required?: string[]; allOf?: Schema[] };

/** The component a `$ref: '#/components/schemas/X'` names. */
const component = (ref: string | undefined): Schema | undefined =>
  ref?.startsWith('#/components/schemas/') ? document.components.schemas[ref.split('/').pop() as string] : undefined;

/** Problem itself, or a schema built on it (`allOf: [{$ref: Problem}, …]`, e.g. InvalidQrProblem). */
const isProblem = (schema: Schema | undefined): boolean =>
  PROBLEM_MEMBERS.every((m) => schema?.required?.includes(m)) ||
  (schema?.allOf ?? []).some((part) => isProblem(part.$ref ? component(part.$ref) : part));

describe('openapi/openapi.json, validated', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser: 3.1 JSON Schema, every $ref resolves)', async () => {
    const api = await SwaggerParser.validate(fresh());
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('is checked for real: the validator refuses a broken copy', async () => {
    const broken = fresh();
    broken.paths['/api/events'].get.responses = { 200: { content: 'not an object' } };
    await expect(SwaggerParser.validate(broken)).rejects.toThrow();
    const dangling = fresh();
    dangling.paths['/api/events'].get.responses['200'].content['application/json'].schema = {
      $ref: '#/components/schemas/NoSuchSchema',
    };
    await expect(SwaggerParser.validate(dangling)).rejects.toThrow();
  });
});

describe('openapi/openapi.json, our rules', () => {
  it('gives every operation a unique verbNoun operationId, a summary, a description and declared tags', () => {
    const declared = new Map(document.tags.map((t) => [t.name, t.description]));
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
    for (const { name, op } of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary?.trim(), `${name} summary`).toBeTruthy();
      expect(op.description?.trim().length ?? 0, `${name} description`).toBeGreaterThanOrEqual(30);
      expect(op.tags?.length, `${name} tags`).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared.has(tag), `${name}: tag '${tag}' is declared`).toBe(true);
    }
  });

  it('describes every tag and uses each one', () => {
    const used = new Set(operations.flatMap(({ op }) => op.tags ?? []));
    for (const tag of document.tags) {
      expect(tag.description?.trim(), `tag ${tag.name}`).toBeTruthy();
      expect(used.has(tag.name), `tag ${tag.name} is used`).toBe(true);
    }
  });

  it('declares exactly the path parameters its path template names', () => {
    for (const { name, path, op } of operations) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, name).toEqual(inTemplate);
    }
  });

  it('says of every operation whether it needs the session cookie (security: cookieAuth, or [] for public)', () => {
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    for (const { name, op } of operations) {
      expect(op.security, `${name} declares its security`).toBeDefined();
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(document.components.securitySchemes[scheme], `${name} uses ${scheme}`).toBeDefined();
        }
      }
    }
    const secured = operations.filter(({ op }) => op.security?.length).map(({ name }) => name);
    expect(secured).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/admin/affiliate-code']));
    expect(secured).not.toContain('GET /api/events');
  });

  it('documents every client error as problem+json, and every operation that takes input has one', () => {
    const withoutClientErrors: string[] = [];
    for (const { name, op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      for (const [status, response] of errors) {
        if (op.tags?.includes('Health')) continue; // load balancers read {status: 'unavailable'}
        const types = Object.keys(response.content ?? {});
        expect(types, `${name} ${status}`).toEqual(['application/problem+json']);
        const schema = component(response.content?.['application/problem+json'].schema?.$ref);
        expect(isProblem(schema), `${name} ${status} is a Problem`).toBe(true);
      }
      if (!errors.some(([status]) => Number(status) < 500)) withoutClientErrors.push(name);
    }
    // Without a 4xx: operations a client cannot get wrong — no parameters, no body, no credentials.
    for (const name of withoutClientErrors) {
      const { op } = operations.find((o) => o.name === name) as (typeof operations)[number];
      expect(op.parameters ?? [], name).toEqual([]);
      expect(op.requestBody, name).toBeUndefined();
      expect(op.security ?? [], name).toEqual([]);
    }
    expect(withoutClientErrors.sort()).toEqual([
      'GET /api/logout',
      'GET /api/stripe/config',
      'GET /api/tickets/signing-key',
      'GET /healthz',
      'GET /readyz',
    ]);
  });

  it('documents the body limit (413) on every operation a body is sent to', () => {
    const withBodies = operations.filter(
      ({ method, op }) => ['post', 'put', 'patch'].includes(method) || op.requestBody,
    );
    expect(withBodies.length).toBeGreaterThan(15);
    for (const { name, op } of withBodies) expect(op.responses['413'], name).toBeDefined();
    const signIn = document.paths['/api/auth/sign-in'].post.responses['413'];
    expect(signIn.content?.['application/problem+json'].example).toMatchObject({ status: 413, code: 'body_too_large' });
  });

  it('documents on every operation with a JSON body the 400 (malformed JSON) and 415 (not JSON) it can get', () => {
    const withJsonBody = operations.filter(({ op }) => Object.keys(op.requestBody?.content ?? {}).some(isJson));
    expect(withJsonBody.length).toBeGreaterThanOrEqual(12);
    for (const { name, op } of withJsonBody) {
      for (const status of ['400', '415']) {
        expect(Object.keys(op.responses[status]?.content ?? {}), `${name} ${status}`).toEqual([
          'application/problem+json',
        ]);
      }
    }
  });

  it('documents 401 on every operation that needs the session, and 429 on sign-up', () => {
    for (const { name, op } of operations) {
      const needsSession = !!op.security?.length && op.security.every((alternative) => 'cookieAuth' in alternative);
      if (needsSession) expect(op.responses['401'], name).toBeDefined();
    }
    expect(document.paths['/api/auth/sign-up'].post.responses['429']).toBeDefined();
  });

  it('shows an example of every JSON request body, every JSON response and every problem', () => {
    for (const { name, op } of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (isJson(type)) expect(media.example ?? media.examples, `${name} request ${type}`).toBeDefined();
        else expect(op.requestBody?.description, `${name} request ${type} (binary) is described`).toBeTruthy();
      }
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description?.trim(), `${name} ${status} description`).toBeTruthy();
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (isJson(type)) expect(media.example ?? media.examples, `${name} ${status} ${type}`).toBeDefined();
        }
      }
    }
  });

  it('explains the widget, affiliate links and the typed client at the top, with code to copy', () => {
    const guide = document.info.description ?? '';
    expect(guide).toContain('<script async src="https://HOST/widget/v1.js"></script>');
    expect(guide).toContain('<div data-pentas-event="12" data-pentas-ref="');
    expect(guide).toContain('data-pentas-accent');
    expect(guide).toContain('data-pentas-locale');
    expect(guide).toContain('?ref=CODE');
    expect(guide).toContain('npx openapi-typescript https://HOST/api/openapi.json');
    expect(guide).toContain("createClient<paths>({ baseUrl: 'https://HOST' })");
  });
});

describe('the examples', () => {
  type Content = Record<string, { schema?: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }>;
  const routes = createApi()
    .openAPIRegistry.definitions.filter((d) => d.type === 'route')
    .map((d) => (d as { route: { method: string; path: string; request?: { body?: { content: Content } } } }).route);
  const isZod = (schema: unknown): schema is ZodType => typeof (schema as ZodType)?.safeParse === 'function';

  it('are accepted by the very schemas that validate requests', () => {
    let checked = 0;
    for (const route of routes) {
      for (const [type, media] of Object.entries(route.request?.body?.content ?? {})) {
        if (!isJson(type) || !isZod(media.schema)) continue;
        const result = media.schema.safeParse(media.example);
        expect(result.success, `${route.method} ${route.path}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
        checked++;
      }
    }
    const inDocument = operations.flatMap(({ op }) => Object.keys(op.requestBody?.content ?? {}).filter(isJson));
    expect(checked).toBe(inDocument.length);
  });

  it('of responses match their response schemas', () => {
    let checked = 0;
    for (const route of routes as unknown as {
      method: string;
      path: string;
      responses: Record<string, { content?: Content }>;
    }[]) {
      for (const [status, response] of Object.entries(route.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!isJson(type) || !isZod(media.schema)) continue;
          // One example, or several named ones (a status answered with different codes).
          const examples = media.examples ? Object.values(media.examples).map((e) => e.value) : [media.example];
          for (const example of examples) {
            const result = media.schema.safeParse(example);
            expect(
              result.success,
              `${route.method} ${route.path} ${status}: ${JSON.stringify(result.error?.issues)}`,
            ).toBe(true);
          }
          checked++;
        }
      }
    }
    const inDocument = operations.flatMap(({ op }) =>
      Object.values(op.responses).flatMap((r) => Object.keys(r.content ?? {}).filter(isJson)),
    );
    expect(checked).toBe(inDocument.length);
  });
});
