import type { components } from '@pentas/openapi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { managedEvent } from '@/test/analytics';
import { renderApp } from '@/test/render';
import { handlers, server, ticketType, userWithRole } from '@/test/server';

type PromoCode = components['schemas']['PromoCode'];

const early: PromoCode = {
  id: 7,
  eventId: 5,
  code: 'EARLYBIRD',
  kind: 'discount',
  discount: { type: 'percent', value: '20' },
  ticketTypeIds: [31],
  validFrom: null,
  validUntil: '2026-12-01T16:59:00.000Z',
  maxUses: 10,
  maxPerBuyer: 2,
  reservedQuantity: 0,
  used: 7,
  affiliateCode: 'PNT-7Q2K9X',
  state: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const event = managedEvent({
  id: 5,
  title: 'Jazz by the Lake',
  timeZone: 'Asia/Jakarta',
  ticketTypes: [
    { ...ticketType({ id: 31, name: 'Early bird' }), sold: 0, held: 0 },
    { ...ticketType({ id: 32, name: 'Press', hidden: true }), sold: 0, held: 0 },
  ],
});

let created: Record<string, unknown> | undefined;
beforeEach(() => {
  created = undefined;
  server.use(
    handlers.user(userWithRole('organizer')),
    http.get('*/api/my-events/:id', () => HttpResponse.json(event)),
    http.get('*/api/events/:id/promo-codes', () => HttpResponse.json([early], { headers: { 'X-Total-Count': '1' } })),
    http.post('*/api/events/:id/promo-codes', async ({ request }) => {
      created = (await request.json()) as Record<string, unknown>;
      if (String(created.code).toUpperCase() === 'EARLYBIRD') {
        return HttpResponse.json(
          { status: 409, title: 'Conflict', detail: 'Taken', code: 'promo_code_taken' },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...early, id: 8, code: String(created.code), used: 0 }, { status: 201 });
    }),
  );
});

describe("an event's Promo codes", () => {
  it('lists each code: kind, discount, types, validity on the event clock, uses in tickets, reseller', async () => {
    renderApp('/events/5/promo-codes');
    expect(await screen.findByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
    const row = (await screen.findByText('EARLYBIRD')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Discount');
    expect(row).toHaveTextContent('20% off');
    expect(row).toHaveTextContent('Early bird');
    // 16:59 UTC is 11:59 pm in Jakarta.
    expect(row).toHaveTextContent(/Until .*11:59 pm WIB/);
    expect(row).toHaveTextContent('7 of 10 tickets');
    expect(row).toHaveTextContent('At most 2 tickets per buyer');
    expect(row).toHaveTextContent('PNT-7Q2K9X');
  });

  it("checks the form beside each field, then shows the server's refusal beside the code", async () => {
    renderApp('/events/5/promo-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New code' });
    await userEvent.type(within(dialog).getByLabelText('Set aside (tickets)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(within(dialog).getByText('Enter the code buyers type, e.g. EARLYBIRD')).toBeVisible();
    expect(within(dialog).getByText('Enter the percentage off, 1 to 100')).toBeVisible();
    expect(
      within(dialog).getByText('Tickets are set aside of one ticket type: choose exactly one above'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText('Code'), 'earlybird');
    await userEvent.type(within(dialog).getByLabelText('Percent off'), '20');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Press/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('This event already has a code with that text')).toBeVisible();
    expect(created).toMatchObject({
      code: 'earlybird',
      kind: 'discount',
      discount: { type: 'percent', value: '20' },
      ticketTypeIds: [32],
      reservedQuantity: 5,
    });
  });
});
