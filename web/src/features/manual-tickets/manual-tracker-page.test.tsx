import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manualTicketHandlers as api, manualRecord, manualSummary } from '@/test/manual-tickets';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

// jsdom draws no canvas: uPlot stands in, keeping what it was asked to draw (the chart's table
// carries the same numbers).
const plots = vi.hoisted(() => [] as { options: uPlot.Options; data: uPlot.AlignedData }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => undefined };
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      plots.push({ options, data });
    }
    setData() {}
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

/** The tracker's queries as the API received them, in order. */
let asked: string[];

const record = manualRecord({
  orderId: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718',
  // 10:00 UTC is 6:00 pm in Kuala Lumpur.
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** An admin on the tracker; the API answers `rows` for any filters without a search, none for one. */
function tracker(rows = [record], summary = manualSummary()) {
  server.use(
    handlers.user(userWithRole('admin')),
    api.records((query) => {
      asked.push(`records?${query}`);
      return { rows: query.get('search') ? [] : rows };
    }),
    api.summary((query) => {
      asked.push(`summary?${query}`);
      return summary;
    }),
  );
}

beforeEach(() => {
  asked = [];
  plots.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('/admin/manual-tracker (the Manual Ticket Tracker)', () => {
  it("lists each record as MANUAL- and the order id's first 6 characters, at Kuala Lumpur's time", async () => {
    tracker();
    renderApp('/admin/manual-tracker');
    expect(await screen.findByRole('heading', { name: 'Manual Ticket Tracker' })).toBeVisible();
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('MANUAL-2f1e4b')).toBeVisible();
    expect(row).toHaveTextContent('Chloe Tan');
    expect(row).toHaveTextContent('RM 160.00');
    expect(row).toHaveTextContent('21 Nov 2026, 6:00 pm');
    expect(screen.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    // Asked once each, at once (in either order), with the defaults: all time, newest first.
    expect(asked.toSorted()).toEqual([
      'records?range=all&sort=createdAt&direction=desc&page=1&pageSize=20',
      'summary?range=all',
    ]);
  });

  it('writes a large issue with thousands separators', async () => {
    tracker([manualRecord({ quantity: 1000, totalValue: '80000.00' })]);
    renderApp('/admin/manual-tracker');
    const row = (await screen.findAllByRole('row'))[1];
    expect(row).toHaveTextContent('1,000');
    expect(row).toHaveTextContent('RM 80,000.00');
  });

  it('shows values per currency, each on its own line, and the tickets per day as a chart with its table', async () => {
    tracker(
      [record],
      manualSummary({
        totalTickets: 31,
        uniqueUsers: 9,
        totalValue: [
          { currency: 'IDR', amount: '300000.00' },
          { currency: 'MYR', amount: '1240.00' },
        ],
        thisMonth: { tickets: 12, totalValue: [{ currency: 'MYR', amount: '480.00' }] },
        daily: [
          { day: '2026-11-20', tickets: 0 },
          { day: '2026-11-21', tickets: 4 },
        ],
      }),
    );
    renderApp('/admin/manual-tracker');
    expect(await screen.findByRole('group', { name: 'Total Tickets' })).toHaveTextContent('31');
    expect(screen.getByRole('group', { name: 'Unique Users' })).toHaveTextContent('9');
    const value = screen.getByRole('group', { name: 'Total Value' });
    expect(within(value).getByText('Rp 300,000')).toBeVisible();
    expect(within(value).getByText('RM 1,240.00')).toBeVisible();
    expect(screen.getByRole('group', { name: 'This Month' })).toHaveTextContent('12RM 480.00');
    const table = screen.getByRole('table', { name: 'Manual tickets issued per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayTickets', 'Fri, 20 Nov 20260', 'Sat, 21 Nov 20264']);
  });

  it('draws a range of one day as one day: its bar inside the plot, one tick, that day', async () => {
    tracker([record], manualSummary({ totalTickets: 5630, daily: [{ day: '2026-11-27', tickets: 10 }] }));
    renderApp('/admin/manual-tracker?range=today');
    expect(await screen.findByRole('group', { name: 'Total Tickets' })).toHaveTextContent('5,630');
    await vi.waitFor(() => expect(plots).toHaveLength(1));
    const [{ options, data }] = plots;
    const u = { data, bbox: { width: 800 } } as unknown as uPlot;
    const day = data[0][0];
    const range = options.scales?.x?.range as (u: uPlot, min: number, max: number) => [number, number];
    // Midnight to midnight around the day's point: the bar, centred on it, is wholly inside.
    expect(range(u, day, day)).toEqual([day - 43_200, day + 43_200]);
    const splits = options.axes?.[0]?.splits as (u: uPlot) => number[];
    expect(splits(u)).toEqual([day]);
  });

  it('keeps range, sort, direction and view from the address and asks the API for them', async () => {
    tracker();
    renderApp('/admin/manual-tracker?range=week&sort=userName&direction=asc&view=cards');
    const card = await screen.findByRole('listitem', { name: 'MANUAL-2f1e4b' });
    expect(card).toHaveTextContent('Chloe Tan');
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('week');
    expect(asked).toContain('records?range=week&sort=userName&direction=asc&page=1&pageSize=20');
    expect(asked).toContain('summary?range=week');
  });

  it('puts a changed filter in the address, asks again, and says when nothing matches', async () => {
    tracker();
    const { router } = renderApp('/admin/manual-tracker');
    await screen.findByText('MANUAL-2f1e4b');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'totalValue');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'totalValue' }));
    await waitFor(() => expect(asked).toContain('records?range=all&sort=totalValue&direction=desc&page=1&pageSize=20'));

    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'totalValue', search: 'nobody' }));
    expect(await screen.findByText('No manual tickets match these filters')).toBeVisible();
    expect(asked).toContain('summary?search=nobody&range=all');

    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'totalValue', search: 'nobody', view: 'cards' }),
    );
  });

  it("says 'No manual tickets yet' when there are none at all", async () => {
    tracker([]);
    renderApp('/admin/manual-tracker');
    expect(await screen.findByText('No manual tickets yet')).toBeVisible();
  });

  it('ignores values the API does not know (the defaults are asked for)', async () => {
    tracker();
    renderApp('/admin/manual-tracker?range=year&sort=price&direction=up&view=grid');
    await screen.findByText('MANUAL-2f1e4b');
    expect(asked).toContain('records?range=all&sort=createdAt&direction=desc&page=1&pageSize=20');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });
});
