import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { renderApp } from '@/test/render';
import { affiliateStats, badges, resellerHandlers } from '@/test/resellers';
import { handlers, server, userWithRole } from '@/test/server';

// jsdom draws no canvas: uPlot stands in (the table beside each chart carries the numbers read here).
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => undefined };
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const LINK = 'http://localhost/?ref=PNT-7Q2K9XW4DM';

/** The portal for a reseller named Aisyah whose code's figures are `stats`. */
function portal(stats = affiliateStats()) {
  server.use(
    handlers.user(userWithRole('reseller')),
    handlers.events([]),
    resellerHandlers.affiliateCode(),
    resellerHandlers.affiliateStats(() => stats),
  );
  return renderApp('/reseller/affiliate');
}

const earnedStats = () =>
  affiliateStats({
    affiliate: { name: 'Aisyah Rahman', code: 'PNT-7Q2K9XW4DM' },
    badges: badges({ sales: 12, revenue: 400, customers: 3 }),
    completion: 25,
  });

describe('/reseller/affiliate', () => {
  it("copies the link: 'Link Copied!', the copied state for 2 s", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    portal();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(success).toHaveBeenCalledWith('Link Copied!');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(), {
      timeout: 3_000,
    });
    expect(screen.getByRole('link', { name: /Back to Reseller Dashboard/ })).toHaveAttribute('href', '/reseller');
  });

  it("says 'Copy Failed' when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    portal();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Copy Failed', expect.anything()));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows the performance figures on the overview tab, money per currency', async () => {
    portal(
      affiliateStats({
        performance: {
          ...affiliateStats().performance,
          totalSales: 12,
          ticketsSold: 27,
          totalRevenue: [
            { currency: 'MYR', amount: '960.00' },
            { currency: 'IDR', amount: '300000.00' },
          ],
          clicks: 140,
          conversionRate: 0.0857,
        },
      }),
    );
    const sales = await screen.findByRole('group', { name: 'Total sales' });
    expect(sales).toHaveTextContent('12');
    expect(sales).toHaveTextContent('27 tickets');
    const revenue = screen.getByRole('group', { name: 'Revenue' });
    expect(revenue).toHaveTextContent('RM 960.00');
    expect(revenue).toHaveTextContent('Rp 300,000');
    expect(screen.getByRole('group', { name: 'Visits from your link' })).toHaveTextContent(
      'One per visitor a day · Conversion 8.6%',
    );
  });

  it('lists the eight badges, earned or in progress, with the completion the API rounds', async () => {
    const user = userEvent.setup();
    // 3 of 8 earned is 37.5%: shown as the API's rounded 38, never recomputed.
    portal(affiliateStats({ badges: badges({ sales: 10, customers: 10, revenue: 640 }), completion: 38 }));
    await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
    expect(screen.getByText(/3 of 8 earned/)).toBeInTheDocument();
    expect(screen.getByTestId('completion')).toHaveTextContent('38% complete');
    const cards = screen.getAllByRole('group');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'First Sale',
      'Rising Star',
      'Sales Champion',
      'Sales Legend',
      'Revenue Starter',
      'Revenue Master',
      'People Person',
      'Network Builder',
    ]);
    const rising = screen.getByRole('group', { name: 'Rising Star' });
    expect(within(rising).getByText('Earned')).toBeInTheDocument();
    expect(within(rising).getByRole('button', { name: 'Download badge' })).toBeInTheDocument();
    const starter = screen.getByRole('group', { name: 'Revenue Starter' });
    expect(within(starter).getByText('In progress')).toBeInTheDocument();
    expect(within(starter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '640');
    expect(within(starter).getByText('RM 640 / RM 1,000')).toBeInTheDocument();
    expect(within(starter).queryByRole('button')).not.toBeInTheDocument();
  });

  it("downloads an earned badge as a 300x200 PNG drawn in the browser: 'Badge Downloaded!'", async () => {
    const user = userEvent.setup();
    const drawnText: string[] = [];
    const context = new Proxy(
      {},
      {
        get: (_target, key) =>
          key === 'fillText'
            ? (text: string) => drawnText.push(text)
            : key === 'createLinearGradient'
              ? () => ({ addColorStop() {} })
              : () => undefined,
        set: () => true,
      },
    );
    let size = { width: 0, height: 0 };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      size = { width: this.width, height: this.height };
      return context as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob(['png'], { type })),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:badge');
    URL.revokeObjectURL = vi.fn();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();

    portal(earnedStats());
    await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Rising Star' })).getByRole('button', { name: 'Download badge' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Badge Downloaded!', expect.anything()));
    expect(size).toEqual({ width: 300, height: 200 });
    expect(drawnText).toEqual(expect.arrayContaining(['Rising Star', 'Aisyah Rahman', 'PNT-7Q2K9XW4DM']));
    expect(saved).toEqual(['rising-star-PNT-7Q2K9XW4DM.png']);
  });

  it("says 'Download Failed' when the browser cannot draw the badge", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    portal(earnedStats());
    await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
    await user.click(
      within(screen.getByRole('group', { name: 'First Sale' })).getByRole('button', { name: 'Download badge' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download Failed', expect.anything()));
  });

  it('draws clicks, sales and conversion per day on the performance tab, each with its table', async () => {
    const user = userEvent.setup();
    portal(
      affiliateStats({
        clicksByDay: [
          { day: '2026-11-20', clicks: 6, orders: 1, conversionRate: 0.1667 },
          { day: '2026-11-21', clicks: 0, orders: 2, conversionRate: 0 },
        ],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Performance' }));
    const clicks = await screen.findByRole('table', {
      name: /Visits from your link \(one per visitor a day\) and sales, 2026-11-20 to 2026-11-21/,
    });
    const [, first] = within(clicks).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Fri, 20 Nov 2026', '6', '1']);
    const conversion = screen.getByRole('table', { name: /Conversion rate per day/ });
    expect(within(conversion).getAllByRole('row')[1]).toHaveTextContent('16.7');
    expect(await screen.findAllByTestId('chart')).toHaveLength(2);
  });

  it('lists sales and clicks per event on the events tab', async () => {
    const user = userEvent.setup();
    portal(
      affiliateStats({
        eventBreakdown: [
          {
            eventId: 12,
            eventTitle: 'Jazz by the Lake',
            eventDate: '2026-12-12T11:00:00.000Z',
            eventTimeZone: 'Asia/Kuala_Lumpur',
            salesCount: 5,
            ticketsSold: 11,
            clicks: 48,
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Events' }));
    const table = screen.getByRole('table', { name: 'Sales by event' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Jazz by the Lake.*Sat, 12 Dec 2026.*5.*11.*48/);
  });
});
