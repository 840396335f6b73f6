import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { ticketTypes, users } from '../../api/src/db/schema';
import { expectData, signedInApi } from './api-client';
import type { TestApp } from './app';
import { allowIssuing } from './box-office';

/**
 * A box-office sale through the real call: `issuerEmail` issues `quantity` tickets of a type to
 * `recipientEmail` (`POST /api/admin/generate-tickets`: a completed manual order at the type's price
 * with no service fee, its tickets and its manual_ticket_records row). A reseller is first allowed the
 * quantity (an allocation).
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
  // A reseller issues within an allocation (decisions.md item 29): grant what this sale needs.
  const [{ role }] = await db.select({ role: users.role }).from(users).where(eq(users.email, sale.issuerEmail));
  if (role === 'reseller') await allowIssuing(db, sale.issuerEmail, sale.ticketTypeId, sale.quantity);
  const issuer = await signedInApi(app, sale.issuerEmail);
  const { orderId } = await expectData(
    issuer.POST('/api/admin/generate-tickets', {
      params: { header: { 'idempotency-key': randomUUID() } },
      body: { userEmail: sale.recipientEmail, eventId, ticketTypeId: sale.ticketTypeId, quantity: sale.quantity },
    }),
  );
  return { orderId };
}
