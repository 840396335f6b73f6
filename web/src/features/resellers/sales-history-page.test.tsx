import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { resellerHandlers, salesHistoryItem } from '@/test/resellers';
import { handlers, server, userWithRole } from '@/test/server';
import { rangePresets } from './date-range';

/** The reseller's sales history answers `rows`; gives the queries the page asked with. */
function salesHistory(rows: ReturnType<typeof salesHistoryItem>[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    handlers.user(userWithRole('reseller')),
    resellerHandlers.salesHistory((query) => {
      asked.push(query);
      return rows;
    }),
  );
  return asked;
}

describe('/reseller/sales-history', () => {
  it("lists the reseller's sales: order id as its first 8 characters, Kuala Lumpur time, money in its currency", async () => {
    salesHistory([
      salesHistoryItem(),
      salesHistoryItem({
        id: 'manual-41',
        source: 'manual',
        orderId: 'f00dbabe-1234-4a56-9a4f-7d5f6c1f4f3a',
        amount: '150000',
        currency: 'IDR',
      }),
    ]);
    renderApp('/reseller/sales-history');
    const table = await screen.findByRole('table', { name: 'Your sales' });
    const [, first, second] = within(table).getAllByRole('row');
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8).
    expect(within(first).getByText('22 Nov 2026, 12:30 am')).toBeInTheDocument();
    expect(within(first).getByText('0b9c1f0e')).toBeInTheDocument();
    expect(within(first).getByText('RM 160.00')).toBeInTheDocument();
    expect(within(second).getByText('f00dbabe')).toBeInTheDocument();
    expect(within(second).getByText('Rp 150,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Reseller Dashboard/ })).toHaveAttribute('href', '/reseller');
  });

  it('asks for the days in the address, and a preset puts its days there', async () => {
    const asked = salesHistory([]);
    const { router } = renderApp('/reseller/sales-history?dateFrom=2026-11-01&dateTo=2026-11-30');
    expect(await screen.findByText('No sales in these days')).toBeInTheDocument();
    expect(asked[0].get('dateFrom')).toBe('2026-11-01');
    expect(asked[0].get('dateTo')).toBe('2026-11-30');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = rangePresets()[0].range;
    await waitFor(() => expect(asked.at(-1)?.get('dateFrom')).toBe(week.dateFrom));
    expect(asked.at(-1)?.get('dateTo')).toBe(week.dateTo);
    expect(router.state.location.search).toEqual(week);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a backwards range on the page and never asks for it', async () => {
    const asked = salesHistory([]);
    renderApp('/reseller/sales-history?dateFrom=2026-11-30&dateTo=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must not be after the last.');
    expect(asked).toEqual([]);
  });

  it('shows its loading words while the sales are on their way', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handlers.user(userWithRole('reseller')),
      // Answered only once the loading words have been seen.
      resellerHandlers.salesHistory(() => answered.then(() => [])),
    );
    renderApp('/reseller/sales-history');
    expect(await screen.findByText('Loading sales history...', {}, { timeout: 3_000 })).toBeInTheDocument();
    release();
    expect(await screen.findByText('No sales in these days')).toBeInTheDocument();
  });
});
