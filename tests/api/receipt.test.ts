import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../api/src/db/schema';
import { signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { readTicketsPdf, startJobs, startSmtpServer } from '../support/mail';

/**
 * The receipt PDF beside the tickets in the order confirmation (issue 28): the order, its lines, the
 * service fee, total and payment; the platform's tax number and the tax in the fee only when the
 * registration is set (decisions.md item 50).
 */
const smtp = await startSmtpServer();

async function receiptOf(env: Record<string, string>, buyerName: string) {
  const { app, deps, db, databaseUrl } = await createTestApp({ SMTP_URL: smtp.url, MAIL_PER_SECOND: '100', ...env });
  const event = await insertEvent(db, 'organizer@pentas.test', {
    title: 'Festival Wau',
    tickets: [{ name: 'Day pass', priceMinor: 5000, quantity: 100 }],
  });
  const [email] = await insertCustomers(db, 1, `receipt-${buyerName.length}`);
  await db.update(users).set({ name: buyerName }).where(eq(users.email, email));
  await startJobs(deps, databaseUrl);
  const api = await signedInApi(app, email);
  const orderId = await buyTickets(db, api, event.id, [
    { ticketTypeId: event.ticketTypes[0].id, quantity: 2, unitPrice: '50.00' },
  ]);
  await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
  const receipt = smtp.to(email)[0].attachments.find((a) => a.filename === 'receipt.pdf');
  expect(receipt?.contentType).toBe('application/pdf');
  const { pages } = await readTicketsPdf(receipt?.content as Buffer);
  return { text: pages.join('\n'), orderId };
}

describe('the receipt PDF', () => {
  it('lists the order, its lines, the service fee, total and payment, and no tax line without a registration', async () => {
    const { text, orderId } = await receiptOf({}, 'Aminah');
    expect(text).toContain('Receipt');
    expect(text).toContain(orderId.slice(0, 8));
    expect(text).toContain('Festival Wau');
    expect(text).toMatch(/2 × Day pass\s*RM\s?100\.00/);
    expect(text).toContain('Service fee');
    expect(text).toContain('Total paid');
    expect(text).toMatch(/Paid with/);
    expect(text).not.toMatch(/registration/i);
    expect(text).not.toContain('SST');
  });

  it("prints the platform's tax number and the tax its service fee includes when the registration is set", async () => {
    const { text } = await receiptOf({ TAX_REGISTRATION_NUMBER: 'W10-1808-32000123', TAX_RATE_PERCENT: '8' }, 'Bakar');
    expect(text).toContain('SST registration no.');
    expect(text).toContain('W10-1808-32000123');
    expect(text).toMatch(/SST 8% included in the service fee\s*RM\s?\d+\.\d{2}/);
  });
});
