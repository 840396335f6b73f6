import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsHandlers as api, eventFigures, liveSales, managedEvent, salesTrends } from '@/test/analytics';
import { watchToastRedirects } from '@/test/redirects';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

// jsdom draws no canvas: uPlot stands in as a recorder of what it was asked to draw. The table
// beside each chart (what these tests read) has the same numbers.
const drawn = vi.hoisted(() => [] as unknown[][]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => undefined };
    constructor(_options: unknown, data: unknown[]) {
      drawn.push(data);
    }
    setData(data: unknown[]) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const jazz = managedEvent({ id: 7, title: 'Jazz by the Lake', currency: 'MYR' });
const gamelan = managedEvent({ id: 8, title: 'Gamelan Night', currency: 'IDR', timeZone: 'Asia/Jakarta' });

const summary = {
  totalRevenue: [
    { currency: 'IDR', amount: '450000.00' },
    { currency: 'MYR', amount: '240.00' },
  ],
  serviceFees: [
    { currency: 'IDR', amount: '13500.00' },
    { currency: 'MYR', amount: '7.20' },
  ],
  totalSales: 5,
  totalEvents: 2,
  recentTransactions: Array.from({ length: 6 }, (_, i) => ({
    id: `0000000${i}-8f1e-4a56-9a4f-7d5f6c1f4f3a`,
    eventTitle: 'Jazz by the Lake',
    userEmail: `buyer${i}@example.com`,
    totalAmount: '80.00',
    currency: 'MYR',
    status: 'completed' as const,
    refundedAmount: '0.00',
    fullyRefunded: false,
    createdAt: '2026-11-21T10:00:00.000Z',
  })),
};

/** An organizer whose events are Jazz (MYR, 3 tickets sold for RM 240) and Gamelan (IDR). */
function organizerWithSales(live = () => liveSales({ eventId: 7 })) {
  server.use(
    handlers.user(userWithRole('organizer')),
    api.myEvents([jazz, gamelan]),
    api.summary(summary),
    api.event(
      eventFigures({
        eventId: 7,
        totalRevenue: '240.00',
        serviceFees: '7.20',
        ticketsSold: 3,
        ordersCompleted: 2,
        ticketTypeBreakdown: [
          { ticketTypeId: 31, name: 'General Admission', sold: 3, revenue: '240.00' },
          { ticketTypeId: 32, name: 'VIP Deck', sold: 0, revenue: '0.00' },
        ],
      }),
    ),
    api.live(live),
    api.trends(() =>
      salesTrends({
        eventId: 7,
        days: [
          {
            date: '2026-11-20',
            ticketsSold: 2,
            revenue: '160.00',
            cumulativeTicketsSold: 2,
            cumulativeRevenue: '160.00',
          },
          {
            date: '2026-11-21',
            ticketsSold: 1,
            revenue: '80.00',
            cumulativeTicketsSold: 3,
            cumulativeRevenue: '240.00',
          },
        ],
      }),
    ),
    api.checkIns({
      eventId: 7,
      timeZone: 'Asia/Kuala_Lumpur',
      issued: 3,
      checkedIn: 1,
      ticketTypes: [{ ticketTypeId: 31, name: 'General Admission', issued: 3, checkedIn: 1 }],
      arrivals: [{ start: '2026-12-12T11:15:00.000Z', checkedIn: 1 }],
    }),
    api.attribution({
      eventId: 7,
      currency: 'MYR',
      channels: [
        { channel: 'web', orders: 1, ticketsSold: 2, revenue: '160.00' },
        { channel: 'widget', orders: 1, ticketsSold: 1, revenue: '80.00' },
      ],
      affiliates: [
        { code: null, orders: 1, ticketsSold: 2, revenue: '160.00' },
        { code: 'PNT-7Q2K9XW4DM', orders: 1, ticketsSold: 1, revenue: '80.00' },
      ],
      promoCodes: [],
    }),
  );
}

const card = (name: string, within_ = document.body) => within(within_).getByRole('group', { name });
const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (tableName: string, first: string) =>
  within(table(tableName))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === first);

describe('the Analytics page', () => {
  it('preselects ?eventId=, and shows its figures: revenue without the fee, fees apart, average = revenue / sales', async () => {
    organizerWithSales();
    renderApp('/analytics?eventId=7');
    const performance = await screen.findByRole('region', { name: 'Performance: Jazz by the Lake' });
    expect(screen.getByRole('button', { name: 'Jazz by the Lake' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All events' })).toHaveAttribute('aria-pressed', 'false');
    expect(card('Revenue', performance)).toHaveTextContent('RM 240.00');
    expect(card('Service fees', performance)).toHaveTextContent('RM 7.20');
    expect(card('Tickets sold', performance)).toHaveTextContent('3');
    expect(card('Average ticket price', performance)).toHaveTextContent('RM 80.00');
    // A ticket type with no sales has no average: a dash, never NaN or a division by zero.
    expect(rowOf('Ticket type breakdown', 'VIP Deck')).toHaveTextContent('VIP Deck0RM 0.00—');
    expect(screen.getByRole('link', { name: 'Orders CSV' })).toHaveAttribute(
      'href',
      '/api/events/7/exports/orders.csv',
    );
    expect(screen.getByRole('link', { name: 'Attendees CSV' })).toHaveAttribute(
      'href',
      '/api/events/7/exports/attendees.csv',
    );
  });

  it('never adds currencies: one total per currency, and no overall average across them', async () => {
    organizerWithSales();
    renderApp('/analytics');
    const overall = await screen.findByRole('region', { name: 'All your events' });
    expect(
      within(card('Total revenue', overall))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rp 450,000', 'RM 240.00']);
    expect(card('Service fees', overall)).toHaveTextContent('Rp 13,500RM 7.20');
    expect(within(overall).queryByRole('group', { name: 'Average ticket price' })).toBeNull();
    expect(screen.getByRole('button', { name: 'All events' })).toHaveAttribute('aria-pressed', 'true');
    // The first 5 recent transactions, however many arrive.
    expect(within(table('The 5 newest orders of your events')).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it("says what each figure counts behind its 'i'", async () => {
    organizerWithSales();
    renderApp('/analytics?eventId=7');
    const performance = await screen.findByRole('region', { name: 'Performance: Jazz by the Lake' });
    await userEvent.click(within(card('Revenue', performance)).getByLabelText('What revenue counts'));
    expect(within(card('Revenue', performance)).getByText(/Completed orders only/)).toBeVisible();
    expect(within(card('Revenue', performance)).getByText(/without the service fee \(shown apart\)/)).toBeVisible();
    expect(
      within(card('Revenue', performance)).getByText(/Manual tickets count at their recorded value/),
    ).toBeVisible();
  });

  it('shows live stock, holds and payment success, and asks again on its own while the page is open', async () => {
    let asked = 0;
    organizerWithSales(() => {
      asked += 1;
      return liveSales({
        eventId: 7,
        refreshSeconds: 1,
        perMinute: [{ start: '2026-11-21T10:40:00.000Z', tickets: asked }],
        ticketTypes: [
          { ticketTypeId: 31, name: 'General Admission', quantity: 100, left: 95, paid: 3, held: 2, released: 1 },
        ],
        holds: { paid: 3, held: 2, released: 1 },
        payments: [{ method: 'fpx', attempts: 8, succeeded: 6, successRate: 0.75 }],
      });
    });
    renderApp('/analytics?eventId=7');
    const live = await screen.findByRole('region', { name: 'Live sales' });
    expect(card('Held in open checkouts', live)).toHaveTextContent('2');
    expect(rowOf('Stock per ticket type', 'General Admission')).toHaveTextContent('General Admission1009532');
    expect(rowOf('Payment success by method', 'FPX')).toHaveTextContent('FPX8675%');
    expect(rowOf('Tickets sold per minute, last hour', '6:40 pm')).toHaveTextContent('6:40 pm1');
    // refetchInterval: the figures change in place, no reload, no click.
    await vi.waitFor(
      () => expect(rowOf('Tickets sold per minute, last hour', '6:40 pm')).toHaveTextContent('6:40 pm2'),
      {
        timeout: 3_000,
      },
    );
    expect(drawn.some((data) => (data[1] as number[])?.[0] === 2)).toBe(true);
  });

  it("gives every chart a table of the same numbers, in the event's currency and zone", async () => {
    organizerWithSales();
    renderApp('/analytics?eventId=7');
    await screen.findByRole('region', { name: 'Trends' });
    const revenueRow = await vi.waitFor(() => {
      const row = rowOf('Revenue per day (MYR)', 'Sat, 21 Nov 2026');
      expect(row).toBeDefined();
      return row;
    });
    expect(revenueRow).toHaveTextContent('RM 80.00RM 240.00');
    expect(rowOf('Arrivals per 15 minutes', '7:15 pm')).toHaveTextContent('1');
    expect(rowOf('Sales per channel', 'Widget')).toHaveTextContent('Widget11RM 80.00');
    expect(rowOf('Sales per affiliate code', 'PNT-7Q2K9XW4DM')).toHaveTextContent('RM 80.00');
    expect(screen.getByTestId('checked-in-total')).toHaveTextContent('1 of 3 checked in (33.3%)');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show table' })[0]);
    expect(screen.getAllByRole('button', { name: 'Hide table' })[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the days in force in the date controls, the API's default range included", async () => {
    organizerWithSales();
    renderApp('/analytics?eventId=7');
    await screen.findByRole('region', { name: 'Trends' });
    await vi.waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-20'));
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-21');
    expect(screen.getByText('Tickets sold per day', { selector: 'figcaption' })).toBeVisible();
  });

  it('writes counts with thousands separators and statuses in words', async () => {
    server.use(
      handlers.user(userWithRole('organizer')),
      api.myEvents([jazz]),
      api.summary({
        ...summary,
        totalSales: 5630,
        recentTransactions: [
          { ...summary.recentTransactions[0], status: 'completed' },
          { ...summary.recentTransactions[1], status: 'pending' },
          { ...summary.recentTransactions[2], totalAmount: '0.00', refundedAmount: '82.40', fullyRefunded: true },
          { ...summary.recentTransactions[3], totalAmount: '20.00', refundedAmount: '60.00' },
        ],
      }),
    );
    renderApp('/analytics');
    expect(await screen.findByRole('group', { name: 'Tickets sold' })).toHaveTextContent('5,630');
    const rows = within(screen.getByRole('table', { name: 'The 5 newest orders of your events' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[2]).toHaveTextContent('Pending payment');
    expect(rows[3]).toHaveTextContent('Refunded');
    expect(rows[4]).toHaveTextContent('Partly refunded');
  });

  it('offers the events as one select too (shown on phones), which picks through the address', async () => {
    organizerWithSales();
    const { router } = renderApp('/analytics');
    const select = await screen.findByRole('combobox', { name: 'Event' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All events', 'Jazz by the Lake', 'Gamelan Night']);
    await userEvent.selectOptions(select, 'Jazz by the Lake');
    expect(await screen.findByRole('region', { name: 'Performance: Jazz by the Lake' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ eventId: 7 });
    expect(select).toHaveValue('7');
  });

  it('asks for the trend of the days picked, and refuses a range that ends before it starts', async () => {
    organizerWithSales();
    const asked: string[] = [];
    server.use(
      api.trends((query) => {
        asked.push(`${query.get('from')}..${query.get('to')}`);
        return salesTrends({
          eventId: 7,
          from: query.get('from') ?? '2026-11-20',
          to: query.get('to') ?? '2026-11-21',
        });
      }),
    );
    const { router } = renderApp('/analytics?eventId=7&from=2026-11-01&to=2026-11-10');
    await screen.findByRole('region', { name: 'Trends' });
    await expect.poll(() => asked).toEqual(['2026-11-01..2026-11-10']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-12' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must not be after the last.');
    expect(router.state.location.search).toMatchObject({ eventId: 7, from: '2026-11-12', to: '2026-11-10' });
    expect(asked).toEqual(['2026-11-01..2026-11-10']);
  });

  it('switches events with the selector buttons, through the address', async () => {
    organizerWithSales();
    const { router } = renderApp('/analytics');
    await userEvent.click(await screen.findByRole('button', { name: 'Jazz by the Lake' }));
    expect(await screen.findByRole('region', { name: 'Performance: Jazz by the Lake' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ eventId: 7 });
    expect(screen.getByRole('button', { name: 'Jazz by the Lake' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the figures again when the page is opened again (they change with every sale)', async () => {
    organizerWithSales();
    let asked = 0;
    server.use(
      http.get('*/api/my-analytics', () => {
        asked += 1;
        return HttpResponse.json({ ...summary, totalSales: asked });
      }),
    );
    const { router } = renderApp('/analytics');
    expect(await screen.findByRole('group', { name: 'Tickets sold' })).toHaveTextContent('1');
    await router.navigate({ to: '/dashboard', search: { tab: 'events' } });
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    await router.navigate({ to: '/analytics' });
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'Tickets sold' })).toHaveTextContent('2'));
  });

  it("says 'Event not found' for an event that is not the organizer's (the API's 404)", async () => {
    organizerWithSales();
    server.use(
      http.get('*/api/events/:id/analytics', () =>
        HttpResponse.json(
          { status: 404, title: 'Not Found', detail: 'Event not found.', code: 'not_found' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/analytics?eventId=99');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your events' })).toHaveAttribute('href', '/analytics');
  });

  it("turns a customer away: 'Access Denied', home after 1 s, none of the figures asked for", async () => {
    server.use(handlers.user(userWithRole('customer')));
    const watch = watchToastRedirects();
    renderApp('/analytics?eventId=7');
    const { href, after } = await watch.redirect();
    expect(watch.toasts[0].title).toBe('Access Denied');
    expect(href).toBe('/');
    expect(after).toBeGreaterThanOrEqual(990);
  });
});
