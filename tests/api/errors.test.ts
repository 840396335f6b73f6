import { describe, expect, it } from 'vitest';
import { apiClient, expectData } from '../support/api-client';
import { createTestApp } from '../support/app';
import { Client, expectProblem } from '../support/http';

const { app } = await createTestApp();
// Unknown paths and off-contract values are bytes on the wire: those go through the untyped Client.
const client = new Client(app);
const api = apiClient(app);

describe('problem+json', () => {
  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const res = await client.get('/api/does-not-exist');
    expect(expectProblem(res, 404).detail).toBe('No such API endpoint.');
  });

  it("gives every response and problem the server's own request id, never the client's", async () => {
    const res = await client.get('/api/does-not-exist', { 'x-request-id': 'trace-123' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.json.requestId).toBe(res.headers.get('x-request-id'));
    const again = await client.get('/api/does-not-exist', { 'x-request-id': 'trace-123' });
    expect(again.json.requestId).not.toBe(res.json.requestId);
    const ok = await api.GET('/healthz');
    expect(ok.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports malformed JSON as 400', async () => {
    const res = await app.request('http://localhost/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{"email":',
    });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body.code).toBe('bad_request');
  });

  it('reports a body that is not JSON as 415', async () => {
    const res = await app.request('http://localhost/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('reports schema failures as 422 with each field path', async () => {
    const res = await client.get('/api/events?pageSize=500&category=opera');
    const problem = expectProblem(res, 422);
    expect(problem.title).toBe('Validation Failed');
    expect(problem.errors?.map((e) => e.path).sort()).toEqual(['category', 'pageSize']);
  });
});

describe('health', () => {
  it('is live and ready when the database answers', async () => {
    expect(await expectData(api.GET('/healthz'))).toEqual({ status: 'ok' });
    expect(await expectData(api.GET('/readyz'))).toEqual({ status: 'ok' });
  });
});
