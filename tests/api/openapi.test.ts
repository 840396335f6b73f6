import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/src/app';
import { fromRoot } from '../../api/src/lib/paths';
import { createTestApp } from '../support/app';
import { Client } from '../support/http';

// Every call here is to the document or its reference page (/api/openapi.json, /api/docs), which are
// not operations of the contract, so the typed client has no path for them: they use the untyped Client.
const { app } = await createTestApp();

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  parameters?: { in: string; required?: boolean; schema?: { type?: string } }[];
  responses: Record<string, unknown>;
};

describe('the OpenAPI document', () => {
  const document = openApiDocument() as unknown as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };

  it('is what the committed openapi/openapi.json says (run `npm run openapi` after changing routes)', () => {
    const committed = JSON.parse(readFileSync(fromRoot('openapi/openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('is OpenAPI 3.1 and is served at /api/openapi.json', async () => {
    expect(document.openapi).toBe('3.1.0');
    const res = await new Client(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.paths['/api/auth/user']).toBeDefined();
  });

  it('gives every operation an id, a tag, a summary and documented errors', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(op.summary, `${method} ${path} summary`).toBeTruthy();
      }
    }
  });

  it('declares path parameters as required integers or strings', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const op of Object.values(methods)) {
        for (const p of op.parameters?.filter((p) => p.in === 'path') ?? []) {
          expect(p.required, path).toBe(true);
          expect(['integer', 'string'], path).toContain(p.schema?.type);
        }
      }
    }
  });

  it('serves the API reference page and its script from this server', async () => {
    const page = await new Client(app).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('src="/api/docs/scalar.js"');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|fonts)\./);
    const script = await app.request('http://localhost/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});
