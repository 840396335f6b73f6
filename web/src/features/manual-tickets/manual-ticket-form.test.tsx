import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { problem } from '@/test/admin';
import {
  manualTicketHandlers as api,
  type GenerateCall,
  issuableEvent,
  issuableType,
  recipient,
} from '@/test/manual-tickets';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

const chloe = recipient();
const jazz = issuableEvent({
  id: 12,
  title: 'Malaysia Jazz Night',
  ticketTypes: [
    issuableType({ id: 31, name: 'General Admission' }),
    issuableType({ id: 32, name: 'VIP', price: '250.00' }),
  ],
});
const kopi = issuableEvent({
  id: 14,
  title: 'Kopi & Code',
  ticketTypes: [issuableType({ id: 41, name: 'Early Bird', currency: 'IDR', price: '150000.00', remaining: 8 })],
});

/** Search queries the server was asked, in order. */
let searched: string[];
/** generate-tickets requests, in order. */
let sent: GenerateCall[];

/** A reseller on /reseller (the form's simplest page); generate answers `answer` (default: success). */
const period = (sales: number, revenue: { currency: string; amount: string }[]) => ({
  since: '2026-11-20T16:00:00.000Z',
  sales,
  tickets: sales * 2,
  revenue,
});
const badge = { kind: 'sales' as const, earned: false };
/** The reseller's figures above the form, and their ledger. */
const overviewAnswers = [
  http.get('/api/reseller/overview', () =>
    HttpResponse.json({
      today: period(1, [{ currency: 'MYR', amount: '160.00' }]),
      last7Days: period(3, [{ currency: 'MYR', amount: '1480.00' }]),
      last30Days: period(12, [
        { currency: 'IDR', amount: '350000.00' },
        { currency: 'MYR', amount: '5630.00' },
      ]),
      badges: [
        { ...badge, id: 'first-sale', name: 'First Sale', threshold: 1, progress: 1, earned: true },
        { ...badge, id: 'rising-star', name: 'Rising Star', threshold: 10, progress: 7 },
        { ...badge, id: 'sales-legend', name: 'Sales Legend', threshold: 100, progress: 12 },
      ],
      completion: 33,
      referenceRatesAsOf: '2026-11-01',
    }),
  ),
  http.get('/api/box-office/ledger', () =>
    HttpResponse.json([
      {
        eventId: 12,
        eventTitle: 'Malaysia Jazz Night',
        resellerId: 'u_ravi',
        resellerEmail: 'reseller@pentas.test',
        resellerName: 'Ravi Kumar',
        currency: 'MYR',
        ticketsIssued: 12,
        owed: '960.00',
        settled: '400.00',
        outstanding: '560.00',
      },
    ]),
  ),
];

function resellerPage(answer: (call: GenerateCall) => Response | undefined = () => undefined) {
  server.use(
    ...overviewAnswers,
    handlers.user(userWithRole('reseller')),
    api.options([jazz, kopi]),
    api.searchUsers((query) => {
      searched.push(query);
      return [chloe].filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(query.toLowerCase()));
    }),
    api.generate((call) => {
      sent.push(call);
      return (
        answer(call) ?? {
          message: `Generated ${call.body.quantity} tickets for ${call.body.userEmail}.`,
          orderId: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718',
          ticketIds: [],
        }
      );
    }),
  );
  renderApp('/reseller');
}

beforeEach(() => {
  searched = [];
  sent = [];
});
afterEach(() => {
  vi.useRealTimers();
});

const form = () => screen.findByRole('form', { name: 'Generate tickets' });
const userBox = () => screen.getByRole('combobox', { name: 'User' });
const eventSelect = () => screen.getByRole('combobox', { name: 'Event' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Ticket type' });
const quantity = () => screen.getByRole('textbox', { name: 'Quantity' });
const submitButton = () => screen.getByRole('button', { name: 'Generate Tickets' });
/** The search's results (the selects' options are options too). */
const results = async () => within(await screen.findByRole('listbox', { name: 'Users found' }));

async function pickChloe() {
  await userEvent.type(userBox(), 'chl');
  await userEvent.click(await screen.findByRole('option', { name: /chloe@example\.com/ }));
}

async function fillIn() {
  await pickChloe();
  await userEvent.selectOptions(eventSelect(), '12');
  await userEvent.selectOptions(typeSelect(), screen.getByRole('option', { name: /^General Admission/ }));
}

describe('the manual ticket generation form (user, event, type, quantity, reason)', () => {
  it("is the reseller dashboard's form, with links to the affiliate portal, sales history and home", async () => {
    resellerPage();
    expect(await screen.findByRole('heading', { name: 'Reseller Dashboard', level: 1 })).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Reseller pages' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/reseller/affiliate', '/reseller/sales-history', '/']);
    expect(await form()).toBeVisible();
  });

  it('opens on their figures: today, 7 and 30 days with money per currency, the badges closest, what they owe', async () => {
    resellerPage();
    const last30 = await screen.findByRole('group', { name: 'Last 30 days' });
    expect(last30).toHaveTextContent('12 sales');
    expect(last30).toHaveTextContent('24 tickets');
    expect(last30).toHaveTextContent('RM 5,630.00');
    expect(last30).toHaveTextContent('Rp');
    expect(screen.getByRole('group', { name: 'Today' })).toHaveTextContent('1 sale2 ticketsRM 160.00');
    // Earned badges are not 'in progress'; the closest comes first.
    const badges = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'));
    expect(badges).toEqual(['Rising Star progress', 'Sales Legend progress']);
    expect(screen.getByText('1 of 3 earned ·', { exact: false })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Your ledger' })).toHaveTextContent('Outstanding RM 560.00');
    // Above the sell form.
    const heading = screen.getByRole('heading', { name: 'Your sales' });
    expect(heading.compareDocumentPosition(await form()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'Validation Error: Please fill all required fields' and sends nothing without user, event and type", async () => {
    resellerPage();
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    await form();
    await userEvent.click(submitButton());
    expect(error).toHaveBeenCalledWith('Validation Error', { description: 'Please fill all required fields' });
    // Each missing field says so beside itself, and the first takes the focus.
    expect(userBox()).toHaveAttribute('aria-invalid', 'true');
    expect(userBox()).toHaveAccessibleDescription(/Choose who receives the tickets/);
    expect(eventSelect()).toHaveAccessibleDescription('Choose an event');
    await waitFor(() => expect(userBox()).toHaveFocus());

    await pickChloe();
    await userEvent.selectOptions(eventSelect(), '12');
    await userEvent.click(submitButton());
    expect(error).toHaveBeenCalledTimes(2);
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(typeSelect()).toHaveAccessibleDescription('Choose a ticket type');
    expect(eventSelect()).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);
  });

  it('picks a user with the keyboard: arrows move the active option, Enter picks it', async () => {
    resellerPage();
    await form();
    await userEvent.type(userBox(), 'chloe');
    const option = await (await results()).findByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(userBox()).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.getByText('chloe@example.com')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("toasts 'Error searching users' when the search fails", async () => {
    resellerPage();
    server.use(api.searchUsers(() => problem(500, 'internal_error', 'Something went wrong')));
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    await form();
    await userEvent.type(userBox(), 'ch');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error', { description: 'Error searching users' }));
  });

  it('keeps the ticket type disabled until an event is chosen, shows name, currency, price and remaining, and clears it when the event changes', async () => {
    resellerPage();
    await form();
    expect(typeSelect()).toBeDisabled();
    await userEvent.selectOptions(eventSelect(), '14');
    expect(typeSelect()).toBeEnabled();
    await userEvent.selectOptions(typeSelect(), screen.getByRole('option', { name: /^Early Bird/ }));
    expect(screen.getByRole('option', { name: /^Early Bird/ })).toHaveTextContent(
      'Early Bird · Rp 150,000 (IDR) · 8 remaining',
    );
    expect(typeSelect()).toHaveValue('41');

    await userEvent.selectOptions(eventSelect(), '12');
    expect(typeSelect()).toHaveValue('');
    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a ticket type',
      'General Admission · RM 80.00 (MYR) · 120 remaining',
      'VIP · RM 250.00 (MYR) · 120 remaining',
    ]);
    await userEvent.selectOptions(eventSelect(), '');
    expect(typeSelect()).toBeDisabled();
  });

  it('makes a non-numeric quantity 1 and keeps it within 1 to 1000', async () => {
    resellerPage();
    await form();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), 'abc');
    await userEvent.tab();
    expect(quantity()).toHaveValue('1');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '5000');
    await userEvent.tab();
    expect(quantity()).toHaveValue('1000');
  });

  it("sends the form, says 'Success' with the server's message, and clears quantity and reason", async () => {
    resellerPage();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    await form();
    await fillIn();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Sponsor passes');
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Success', { description: 'Generated 3 tickets for chloe@example.com.' }),
    );
    expect(sent.map((s) => s.body)).toEqual([
      { userEmail: 'chloe@example.com', eventId: 12, ticketTypeId: 31, quantity: 3, reason: 'Sponsor passes' },
    ]);
    expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(quantity()).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('');
  });

  it("shows a refusal beside its field and asks again what is left; else 'Error' or 'Failed to generate tickets'", async () => {
    let optionsAsked = 0;
    resellerPage(() => problem(409, 'not_enough_tickets', 'Only 2 tickets available'));
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/admin/ticket-generation-options')) optionsAsked += 1;
    });
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    await form();
    await fillIn();
    const before = optionsAsked;
    await userEvent.click(submitButton());
    // Sold out: beside the ticket type, not a toast, and the selects are refreshed.
    await waitFor(() => expect(typeSelect()).toHaveAccessibleDescription('Only 2 tickets available'));
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(optionsAsked).toBeGreaterThan(before));
    expect(error).not.toHaveBeenCalled();

    // Not within the allocation: beside the ticket type too.
    server.use(api.generate(() => problem(409, 'allocation_exceeded', 'Only 1 left of your allocation')));
    await userEvent.click(submitButton());
    await waitFor(() => expect(typeSelect()).toHaveAccessibleDescription('Only 1 left of your allocation'));

    // An unknown recipient: beside the user.
    server.use(api.generate(() => problem(404, 'recipient_not_found', 'No Pentas account uses that e-mail address.')));
    await userEvent.click(submitButton());
    expect(await screen.findByText('No Pentas account uses that e-mail address.')).toBeVisible();
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'false');

    server.use(api.generate(() => problem(409, 'idempotency_conflict', 'That key was used for another request')));
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'That key was used for another request' }),
    );

    server.use(api.generate(() => new Response('Bad gateway', { status: 502 })));
    await userEvent.click(submitButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to generate tickets' }));
  });

  it('sends one request for a double click; a retry of the same form has the same key, a changed or sent form a new one', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One ticket is refused (after the first answer is held back); two are issued.
    resellerPage();
    server.use(
      api.generate(async (call) => {
        sent.push(call);
        await held;
        return call.body.quantity === 1
          ? problem(409, 'not_enough_tickets', 'Only 0 tickets available')
          : { message: 'Generated 2 tickets for chloe@example.com.', orderId: 'x', ticketIds: [] };
      }),
    );
    vi.spyOn(toast, 'error').mockResolvedValue();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    await form();
    await fillIn();
    await userEvent.dblClick(submitButton());
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    release();
    await screen.findByRole('button', { name: 'Generate Tickets' });
    expect(sent).toHaveLength(1);

    // The same filled-in form again (a retry after the refusal): the same key.
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    await screen.findByRole('button', { name: 'Generate Tickets' });

    // A changed form is another request.
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '2');
    await userEvent.click(submitButton());
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent[2].idempotencyKey).not.toBe(sent[0].idempotencyKey);

    // So is the next one after a success, even with the same fields.
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '2');
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3].idempotencyKey).not.toBe(sent[2].idempotencyKey);
  });
});
