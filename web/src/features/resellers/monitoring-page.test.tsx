import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem } from '@/test/admin';
import { renderApp } from '@/test/render';
import { attributionRow, resellerHandlers, resellerStats } from '@/test/resellers';
import { handlers, server, userWithRole } from '@/test/server';

type Stats = ReturnType<typeof resellerStats>;

/** The monitoring call answers `answer` (rows, or a failure); gives the queries it was asked with. */
function monitoring(answer: () => Stats[] | Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    handlers.user(userWithRole('admin')),
    resellerHandlers.monitoring((query) => {
      asked.push(query);
      const rows = answer();
      return rows instanceof Response ? rows : { rows };
    }),
  );
  return asked;
}

const withTotal = (n: number) =>
  resellerStats({
    resellerId: `u_${n}`,
    resellerEmail: `r${n}@example.com`,
    resellerName: `Reseller ${n}`,
    totalTicketsSold: n,
  });

/** The total badge of the reseller named `name`. */
const badgeOf = (name: string) =>
  within(screen.getByText(name).closest('tr') as HTMLElement).getByTestId('total-badge');

describe('/admin/reseller-monitoring', () => {
  it('colours the total badge green above 50, blue above 20, yellow above 0', async () => {
    monitoring(() => [51, 50, 21, 20, 1, 0].map(withTotal));
    renderApp('/admin/reseller-monitoring');
    await screen.findByText('Reseller 51');
    const colour = (n: number) => badgeOf(`Reseller ${n}`).className;
    expect(colour(51)).toMatch(/emerald/);
    expect(colour(50)).toMatch(/sky/);
    expect(colour(21)).toMatch(/sky/);
    expect(colour(20)).toMatch(/amber/);
    expect(colour(1)).toMatch(/amber/);
    expect(colour(0)).toMatch(/stone/);
    expect(screen.getByRole('link', { name: /Back to Admin/ })).toHaveAttribute('href', '/admin');
  });

  it("shows two top events, then '+N more'", async () => {
    const events = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ eventTitle: `Event ${i + 1}`, ticketCount: 9 - i }));
    monitoring(() => [
      resellerStats({ resellerName: 'Five events', eventBreakdown: events(5) }),
      resellerStats({ resellerId: 'u_two', resellerName: 'Two events', eventBreakdown: events(2) }),
    ]);
    renderApp('/admin/reseller-monitoring');
    const five = (await screen.findByText('Five events')).closest('tr') as HTMLElement;
    expect(within(five).getByText('Event 2')).toBeInTheDocument();
    expect(within(five).queryByText('Event 3')).not.toBeInTheDocument();
    expect(within(five).getByText('+3 more')).toBeInTheDocument();
    const two = screen.getByText('Two events').closest('tr') as HTMLElement;
    expect(within(two).queryByText(/more/)).not.toBeInTheDocument();
  });

  it("says 'Error Loading Data' when the figures fail, and Retry asks again", async () => {
    let fail = true;
    const asked = monitoring(() => (fail ? problem(500, 'internal_error', 'Something went wrong') : [withTotal(3)]));
    renderApp('/admin/reseller-monitoring');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load reseller statistics. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reseller 3')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('is asked again on every visit (always fresh), with the days and sort in the address', async () => {
    const asked = monitoring(() => [withTotal(3)]);
    const { router } = renderApp('/admin/reseller-monitoring?dateFrom=2026-11-01&dateTo=2026-11-30');
    await screen.findByText('Reseller 3');
    expect(Object.fromEntries(asked[0])).toMatchObject({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      sort: 'totalRevenue',
      order: 'desc',
    });
    server.use(handlers.events([]));
    await router.navigate({ to: '/events' });
    await router.navigate({
      to: '/admin/reseller-monitoring',
      search: { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
    });
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('sorts by a column on the server, saying the order with aria-sort', async () => {
    const asked = monitoring(() => [withTotal(3)]);
    renderApp('/admin/reseller-monitoring');
    await screen.findByText('Reseller 3');
    const revenue = screen.getByRole('columnheader', { name: /Paid revenue/ });
    expect(revenue).toHaveAttribute('aria-sort', 'descending');
    const tickets = screen.getByRole('columnheader', { name: /Total tickets/ });
    expect(tickets).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(tickets).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('totalTicketsSold'));
    expect(asked.at(-1)?.get('order')).toBe('desc');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Total tickets/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Total tickets/ })).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('order')).toBe('asc'));
  });

  it('offers the sort as a select too (phones, where rows are cards that name each figure)', async () => {
    const asked = monitoring(() => [withTotal(3)]);
    renderApp('/admin/reseller-monitoring');
    await screen.findByText('Reseller 3');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('totalRevenue');
    await userEvent.selectOptions(select, 'Transactions');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('totalTransactions'));
    const cell = screen.getAllByRole('cell').find((c) => c.getAttribute('data-label') === 'Paid revenue');
    expect(cell).toBeDefined();
  });

  it('keeps the attribution rows behind a toggle, asked for only when opened', async () => {
    monitoring(() => []);
    let debugAsked = 0;
    server.use(
      resellerHandlers.attribution([
        attributionRow(),
        attributionRow({
          orderId: 'aaaaaaaa-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          counted: false,
          notCountedBecause: 'own_purchase',
          buyerEmail: 'aisyah@example.com',
        }),
      ]),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('debug-affiliate-sales')) debugAsked += 1;
    });
    renderApp('/admin/reseller-monitoring');
    const toggle = await screen.findByRole('button', { name: 'Show how affiliate orders are counted' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(debugAsked).toBe(0);

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide how affiliate orders are counted' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = await screen.findByRole('table', { name: /Orders carrying an affiliate code/ });
    const [, counted, notCounted] = within(table).getAllByRole('row');
    expect(within(counted).getByText('Counted')).toBeInTheDocument();
    expect(within(notCounted).getByText("Not counted: the code owner's own purchase")).toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
