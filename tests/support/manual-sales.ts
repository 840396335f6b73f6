import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { ticketTypes } from '../../api/src/db/schema';
import { expectData, signedInApi } from './api-client';
import type { TestApp } from './app';

/**
 * A box-office sale through the real call: `issuerEmail` issues `quantity` tickets of a type to
 * `recipientEmail` (`POST /api/admin/generate-tickets`: a completed manual order at the type's price
 * with no service fee, its tickets and its manual_ticket_records row).
 */
export async function issueManualSale(
  app: TestApp,
  db: Database,
  sale: { issuerEmail: string; recipientEmail: string; ticketTypeId: number; quantity: number },
): Promise<{ orderId: string }> {
  const [{ eventId }] = await db
    .select({ eventId: ticketTypes.eventId })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, sale.ticketTypeId));
  const issuer = await signedInApi(app, sale.issuerEmail);
  const { orderId } = await expectData(
    issuer.POST('/api/admin/generate-tickets', {
      params: { header: { 'idempotency-key': randomUUID() } },
      body: { userEmail: sale.recipientEmail, eventId, ticketTypeId: sale.ticketTypeId, quantity: sale.quantity },
    }),
  );
  return { orderId };
}
