import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

interface IssuableEvent {
  id: number;
  title: string;
  ticketTypes: { id: number; name: string; remaining: number }[];
}

/** An event the signed-in user may issue for, with a ticket type that has `atLeast` tickets left. */
async function issuableEvent(request: APIRequestContext, atLeast: number) {
  const { events }: { events: IssuableEvent[] } = await (
    await request.get('/api/admin/ticket-generation-options')
  ).json();
  for (const event of events) {
    const type = event.ticketTypes.find((t) => t.remaining >= atLeast);
    if (type) return { event, type };
  }
  throw new Error(`no event with ${atLeast} tickets left to issue`);
}

async function ticketsFor(request: APIRequestContext, eventId: number) {
  const tickets: { event: { id: number } }[] = await (await request.get('/api/my-tickets')).json();
  return tickets.filter((t) => t.event.id === eventId).length;
}

/** Fills in the generation form inside `form` and sends it. */
async function issue(
  form: Locator,
  {
    email,
    eventId,
    typeId,
    quantity,
    reason,
  }: { email: string; eventId?: number; typeId: number; quantity?: number; reason?: string },
) {
  await form.getByRole('combobox', { name: 'User' }).fill(email);
  await form.getByRole('option', { name: new RegExp(email.replace('.', '\\.')) }).click();
  if (eventId !== undefined) await form.getByRole('combobox', { name: 'Event' }).selectOption(String(eventId));
  await form.getByRole('combobox', { name: 'Ticket type' }).selectOption(String(typeId));
  if (quantity !== undefined) await form.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  if (reason !== undefined) await form.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await form.getByRole('button', { name: 'Generate Tickets' }).click();
}

/** The cards of one event's tickets in the wallet (grouped under the event's heading). */
function walletTickets(page: Page, title: string) {
  return page
    .getByTestId('wallet-event')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
    .getByTestId('ticket');
}

test('an admin issues 3 tickets to a customer with a reason; the customer sees them; the tracker lists the record and its filters narrow it', async ({
  page,
  browser,
}) => {
  // A customer of their own: other tests give the demo customers tickets to the same events meanwhile.
  const customer = await (await browser.newContext()).newPage();
  const recipient = await signUpNewCustomer(customer);
  await recordToasts(page);
  await signInAs(page, 'admin@pentas.test');
  const { event, type } = await issuableEvent(page.request, 3);
  const before = await ticketsFor(customer.request, event.id);
  const reason = `Sponsor passes ${Date.now()}`;

  await page.goto('/admin/tickets');
  const section = page.getByRole('region', { name: 'Manual Ticket Generation' });
  // Admins search any account by part of its address or name, and see its role.
  await section.getByRole('combobox', { name: 'User' }).fill(recipient.slice(0, recipient.indexOf('@') - 2));
  await expect(section.getByRole('option', { name: recipient })).toContainText('Customer');
  await issue(section.getByRole('form', { name: 'Generate tickets' }), {
    email: recipient,
    eventId: event.id,
    typeId: type.id,
    quantity: 3,
    reason,
  });
  await expect
    .poll(() => toastsSeen(page))
    .toContainEqual(expect.stringContaining(`Generated 3 tickets for ${recipient}`));
  // Sent: the form is ready for the next issue.
  await expect(section.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');

  // The customer has them at once, in the dashboard.
  await customer.goto('/dashboard?tab=tickets');
  await expect(walletTickets(customer, event.title)).toHaveCount(before + 3);

  // The tracker lists the record as MANUAL- and the order id's first 6 characters.
  const issued: { orderId: string; reason: string | null }[] = await (
    await page.request.get(`/api/admin/manual-tickets?search=${encodeURIComponent(recipient)}&pageSize=100`)
  ).json();
  const orderId = issued.find((r) => r.reason === reason)?.orderId ?? '';
  const label = `MANUAL-${orderId.slice(0, 6)}`;
  await page.goto('/admin/manual-tracker');
  await expect(page.getByRole('heading', { name: 'Manual Ticket Tracker' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText(label);

  // The filters narrow it: today and the customer's address keep it (and say so in the address) …
  await page.getByRole('combobox', { name: 'Date range' }).selectOption('today');
  await page.getByRole('searchbox').fill(recipient);
  await expect(page).toHaveURL(/range=today/);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(recipient)}`));
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText(label);
  // Every record left is the customer's (the table's other row is its header).
  const records = page.getByRole('table', { name: 'Manual tickets', exact: true });
  await expect(records.getByRole('row').filter({ hasNotText: recipient })).toHaveCount(1);
  // … and an address nobody has leaves nothing.
  await page.getByRole('searchbox').fill('nobody-at-all@example.com');
  await expect(page.getByText('No manual tickets match these filters')).toBeVisible();
  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('today');
  await expect(page.getByRole('searchbox')).toHaveValue('nobody-at-all@example.com');
});

test('an organizer issues tickets for their own event from /manage-events', async ({ page, browser }) => {
  // A recipient of its own: other tests give the demo customers tickets to the same events meanwhile.
  const customer = await (await browser.newContext()).newPage();
  const recipient = await signUpNewCustomer(customer);
  await recordToasts(page);
  await signInAs(page, 'organizer@pentas.test');
  const { event, type } = await issuableEvent(page.request, 2);
  const before = await ticketsFor(customer.request, event.id);

  await page.goto('/manage-events');
  const card = page.getByTestId('managed-event').filter({ hasText: event.title });
  await card.getByRole('button', { name: 'Issue tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue tickets' });
  await expect(dialog.getByRole('combobox', { name: 'Event' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Event' })).toHaveValue(String(event.id));
  // Organizers give the recipient's whole address (no directory of accounts); an unknown one is said so.
  const user = dialog.getByRole('combobox', { name: 'User' });
  await expect(dialog.getByText("Enter the recipient's full e-mail address.", { exact: false })).toBeVisible();
  await user.fill('nobody-at-all@example.com');
  await expect(dialog.getByText('No registered user has this email address.')).toBeVisible();
  await expect(user).toHaveAttribute('aria-invalid', 'true');
  await issue(dialog, { email: recipient, typeId: type.id, quantity: 2 });
  // The picked recipient shows no role: only admins see those.
  await expect(dialog.getByText(recipient)).toBeVisible();
  await expect(dialog.getByText('Customer', { exact: true })).toHaveCount(0);
  await expect
    .poll(() => toastsSeen(page))
    .toContainEqual(expect.stringContaining(`Generated 2 tickets for ${recipient}`));

  await customer.goto('/dashboard?tab=tickets');
  await expect(walletTickets(customer, event.title)).toHaveCount(before + 2);
});

test('an organizer grants reseller@pentas.test an allocation on /event-data; the reseller issues within it and the organizer sees what is owed', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'organizer@pentas.test');
  const { event, type } = await issuableEvent(page.request, 5);
  await page.goto('/event-data');
  const grant = page.getByRole('form', { name: 'Grant an allocation' });
  await grant.getByRole('combobox', { name: 'Event' }).selectOption(String(event.id));
  await grant.getByRole('combobox', { name: 'Ticket type' }).selectOption(String(type.id));
  await grant.getByRole('textbox', { name: "Reseller's email" }).fill('reseller@pentas.test');
  await grant.getByRole('textbox', { name: 'Tickets they may issue in all' }).fill('4');
  await grant.getByRole('button', { name: 'Save allocation' }).click();
  const allocation = page
    .getByRole('list', { name: 'Allocations' })
    .getByRole('listitem')
    .filter({
      hasText: `reseller@pentas.test · ${event.title} · ${type.name}`,
    });
  await expect(allocation.getByTestId('allocation-figures')).toContainText('of 4');

  const reseller = await (await browser.newContext()).newPage();
  await recordToasts(reseller);
  await signInAs(reseller, 'reseller@pentas.test');
  await reseller.goto('/reseller');
  const form = reseller.getByRole('form', { name: 'Generate tickets' });
  await form.getByRole('combobox', { name: 'Event' }).selectOption(String(event.id));
  await form.getByRole('combobox', { name: 'Ticket type' }).selectOption(String(type.id));
  await expect(form.getByTestId('allocation-left')).toContainText('of 4 left');
  await issue(form, { email: 'customer2@pentas.test', typeId: type.id, quantity: 2 });
  await expect
    .poll(() => toastsSeen(reseller))
    .toContainEqual(expect.stringContaining('Generated 2 tickets for customer2@pentas.test'));

  await page.reload();
  const owed = page.getByRole('list', { name: 'Ledger' }).getByRole('listitem').filter({ hasText: event.title });
  await expect(owed.getByTestId('ledger-figures')).toContainText('Outstanding');
});
