import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { eventDetail, handlers, server, ticketType, userWithRole } from '@/test/server';

// Saturday 12 December 2026, 8:00 pm in Jakarta.
const jakartaEvent = { id: 7, dateTime: '2026-12-12T13:00:00.000Z', timeZone: 'Asia/Jakarta' };

function eventPage(types = [ticketType()], now = '2026-11-01T05:00:00.000Z') {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(now) });
  server.use(
    handlers.user(userWithRole('customer')),
    http.get('*/api/events/:id', () => HttpResponse.json(eventDetail(types, jakartaEvent))),
  );
  renderApp('/events/7');
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.useRealTimers());

describe("the event page's refund terms", () => {
  it("names the last day of each tier on the event's calendar, and the organizer's cancellation", async () => {
    eventPage();
    const terms = await screen.findByTestId('refund-terms');
    expect(terms).toHaveTextContent(
      "Can't go? Ask for a refund: the ticket price less the service fee until Wed, 11 Nov 2026; 75% of it until Sat, 5 Dec 2026; none after that.",
    );
    expect(terms).toHaveTextContent('If the organizer cancels, you get everything back, fees included.');
  });

  it('says refunds are closed inside the last 7 days', async () => {
    eventPage([ticketType()], '2026-12-06T05:00:00.000Z');
    expect(await screen.findByTestId('refund-terms')).toHaveTextContent(
      "Can't go? Refunds are closed for this event, barring exceptional circumstances.",
    );
  });

  it('is not shown for an event whose tickets are all free', async () => {
    eventPage([ticketType({ price: '0.00' })]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('refund-terms')).toBeNull();
  });
});
