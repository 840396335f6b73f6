import { randomUUID } from 'node:crypto';
import type { paths } from '@pentas/openapi';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { allocations, ticketTypes, users } from '../../api/src/db/schema';
import type { ApiClient } from './api-client';

export type GenerateBody = paths['/api/admin/generate-tickets']['post']['requestBody']['content']['application/json'];
type AllocationBody = paths['/api/box-office/allocations']['put']['requestBody']['content']['application/json'];
type SettlementBody = paths['/api/box-office/settlements']['post']['requestBody']['content']['application/json'];
type AllocationQuery = NonNullable<paths['/api/box-office/allocations']['get']['parameters']['query']>;

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
  const grant = (client: ApiClient, body: AllocationBody) => client.PUT('/api/box-office/allocations', { body });
  const revoke = (client: ApiClient, id: number) =>
    client.POST('/api/box-office/allocations/{id}/revoke', { params: { path: { id } } });
  const allocationList = (client: ApiClient, query: AllocationQuery = {}) =>
    client.GET('/api/box-office/allocations', { params: { query } });
  const ledger = (client: ApiClient, query: AllocationQuery = {}) =>
    client.GET('/api/box-office/ledger', { params: { query } });
  const settle = (client: ApiClient, body: SettlementBody) => client.POST('/api/box-office/settlements', { body });
  return { generate, options, searchUsers, records, summary, grant, revoke, allocationList, ledger, settle };
}

/**
 * A fixture: lets a reseller issue `more` tickets of a type beyond what they hold (an allocation made
 * or raised in the database, as an organizer's grant would), for tests about something else.
 */
export async function allowIssuing(db: Database, resellerEmail: string, ticketTypeId: number, more: number) {
  const [reseller] = await db.select({ id: users.id }).from(users).where(eq(users.email, resellerEmail.toLowerCase()));
  const [type] = await db
    .select({ eventId: ticketTypes.eventId })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  await db
    .insert(allocations)
    .values({ eventId: type.eventId, ticketTypeId, resellerId: reseller.id, granted: more, grantedById: 'fixture' })
    .onConflictDoUpdate({
      target: [allocations.ticketTypeId, allocations.resellerId],
      set: { granted: sql`${allocations.granted} + ${more}` },
    });
}
