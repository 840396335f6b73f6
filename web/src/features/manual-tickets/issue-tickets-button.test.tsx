import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { analyticsHandlers, managedEvent } from '@/test/analytics';
import { manualTicketHandlers as api, type GenerateCall, issuableEvent, recipient } from '@/test/manual-tickets';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

const jazz = managedEvent({ id: 12, title: 'Malaysia Jazz Night' });
const draft = managedEvent({ id: 13, title: 'Draft Night', isActive: false });

/** An organizer with two events, of which only the first is open for issuing. */
function organizerWithEvents(sent: GenerateCall[] = []) {
  server.use(
    handlers.user(userWithRole('organizer')),
    analyticsHandlers.myEvents([jazz, draft]),
    api.options([issuableEvent({ id: 12, title: 'Malaysia Jazz Night' })]),
    api.searchUsers(() => [recipient()]),
    api.generate((call) => {
      sent.push(call);
      return { message: 'Generated 1 tickets for chloe@example.com.', orderId: 'x', ticketIds: [] };
    }),
  );
}

const card = (title: string) =>
  screen.getAllByTestId('managed-event').find((c) => within(c).queryByText(title)) as HTMLElement;

describe("an organizer's 'Issue tickets' (the event chosen in advance)", () => {
  it('opens the form on /manage-events with that event chosen and locked, and issues for it', async () => {
    const sent: GenerateCall[] = [];
    organizerWithEvents(sent);
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    renderApp('/manage-events');
    await screen.findByRole('heading', { name: 'Manage Events' });
    await userEvent.click(within(card('Malaysia Jazz Night')).getByRole('button', { name: 'Issue tickets' }));

    const dialog = await screen.findByRole('dialog', { name: 'Issue tickets' });
    const eventSelect = await within(dialog).findByRole('combobox', { name: 'Event' });
    expect(eventSelect).toHaveValue('12');
    expect(eventSelect).toBeDisabled();
    const typeSelect = within(dialog).getByRole('combobox', { name: 'Ticket type' });
    expect(typeSelect).toBeEnabled();

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'User' }), 'chloe');
    await userEvent.click(await within(dialog).findByRole('option', { name: /chloe@example\.com/ }));
    await userEvent.selectOptions(typeSelect, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Tickets' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([
      { userEmail: 'chloe@example.com', eventId: 12, ticketTypeId: 31, quantity: 1 },
    ]);
  });

  it('says why an event not open for issuing (inactive or over) has no form', async () => {
    organizerWithEvents();
    renderApp('/manage-events');
    await screen.findByRole('heading', { name: 'Manage Events' });
    await userEvent.click(within(card('Draft Night')).getByRole('button', { name: 'Issue tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue tickets' });
    expect(
      await within(dialog).findByText(/Tickets can be issued only for an active event that is not over/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('form')).toBeNull();
  });

  it("is on each event of the dashboard's events tab", async () => {
    organizerWithEvents();
    renderApp('/dashboard?tab=events');
    const events = await screen.findAllByTestId('dashboard-event');
    await userEvent.click(within(events[0]).getByRole('button', { name: 'Issue tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue tickets' });
    expect(await within(dialog).findByRole('combobox', { name: 'Event' })).toHaveValue('12');
  });
});
