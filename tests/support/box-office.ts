import { randomUUID } from 'node:crypto';
import type { paths } from '@pentas/openapi';
import type { ApiClient } from './api-client';

export type GenerateBody = paths['/api/admin/generate-tickets']['post']['requestBody']['content']['application/json'];

/**
 * The box office's calls (tests/api/manual-tickets-*.test.ts). `generate` sends a fresh idempotency
 * key unless given one, as the form makes one per generation it means.
 */
export function boxOffice() {
  const generate = (client: ApiClient, body: GenerateBody, key: string = randomUUID()) =>
    client.POST('/api/admin/generate-tickets', { body, params: { header: { 'idempotency-key': key } } });
  const options = (client: ApiClient) => client.GET('/api/admin/ticket-generation-options');
  const searchUsers = (client: ApiClient, query: string) =>
    client.GET('/api/admin/search-users', { params: { query: { query } } });
  type ListQuery = NonNullable<paths['/api/admin/manual-tickets']['get']['parameters']['query']>;
  type SummaryQuery = NonNullable<paths['/api/admin/manual-tickets-summary']['get']['parameters']['query']>;
  const records = (client: ApiClient, query: ListQuery = {}) =>
    client.GET('/api/admin/manual-tickets', { params: { query } });
  const summary = (client: ApiClient, query: SummaryQuery = {}) =>
    client.GET('/api/admin/manual-tickets-summary', { params: { query } });
  return { generate, options, searchUsers, records, summary };
}
