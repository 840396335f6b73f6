import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { adminHandlers as api, paymentHealth, problem, quietAdminPanel } from '@/test/admin';
import { watchToastRedirects } from '@/test/redirects';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

/** What the admin API was asked, in order. */
let asked: string[];

/** An admin on /admin/payments, with the figures `health`. */
function adminPanel({ health = paymentHealth() } = {}) {
  server.use(...quietAdminPanel());
  server.use(
    handlers.user(userWithRole('admin')),
    api.paymentHealth(() => {
      asked.push('payment-health');
      return health;
    }),
  );
}

beforeEach(() => {
  asked = [];
});

const section = (name: string) => screen.findByRole('region', { name });

describe('/admin/payments: payment health (a failure rate above 50% is high)', () => {
  it('has the page heading and the way back to the overview', async () => {
    adminPanel();
    renderApp('/admin/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Health' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Cleanup' })).toBeInTheDocument();
  });

  it("marks 51% 'High'", async () => {
    adminPanel({
      health: paymentHealth({ todayFailures: 51, todayAttempts: 100, failureRate: 51, failureRateHigh: true }),
    });
    renderApp('/admin/payments');
    const rate = within(await section('Payment Health')).getByRole('group', { name: 'Failure rate' });
    expect(rate).toHaveTextContent('51%');
    expect(within(rate).getByText('High')).toBeVisible();
  });

  it('does not mark 50%', async () => {
    adminPanel({
      health: paymentHealth({ todayFailures: 50, todayAttempts: 100, failureRate: 50, failureRateHigh: false }),
    });
    renderApp('/admin/payments');
    const rate = within(await section('Payment Health')).getByRole('group', { name: 'Failure rate' });
    expect(rate).toHaveTextContent('50%');
    expect(within(rate).queryByText('High')).toBeNull();
  });

  it("shows today's orders and failures, failures by method and decline code, and stuck holds", async () => {
    adminPanel({
      health: paymentHealth({
        todayFailures: 3,
        todayOrders: 41,
        todayAttempts: 40,
        failureRate: 7.5,
        byMethod: [{ method: 'fpx', attempts: 8, failures: 2 }],
        byErrorCode: [{ errorCode: 'card_declined', failures: 3 }],
        stuckOrders: { count: 2, ticketsHeld: 5, oldestHoldExpiredAt: '2026-11-21T09:40:00.000Z' },
      }),
    });
    renderApp('/admin/payments');
    const health = await section('Payment Health');
    expect(within(health).getByRole('group', { name: 'Failed payments today' })).toHaveTextContent('3of 40');
    expect(within(health).getByRole('group', { name: 'Orders today' })).toHaveTextContent('41');
    expect(within(health).getByRole('group', { name: 'Stuck holds' })).toHaveTextContent('25 tickets held');
    expect(within(health).getByRole('table', { name: 'Payment attempts by method today' })).toHaveTextContent('FPX82');
    expect(within(health).getByRole('table', { name: 'Failures by decline code today' })).toHaveTextContent(
      'card_declined3',
    );
  });
});

describe('/admin/payments: the cleanup runs', () => {
  it('lists the refunds to pay back by hand with why and what to do, and marks one paid back with how', async () => {
    const refund = {
      id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
      eventTitle: 'Jazz by the Lake',
      customerEmail: 'chloe@example.com',
      amount: '164.80',
      currency: 'MYR',
      state: 'failed' as const,
      why: "The payment provider refused it: the buyer's card has expired or was cancelled.",
      whatToDo: 'Pay the buyer back by bank transfer, then mark it settled.',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    adminPanel({ health: paymentHealth({ refundsToSettle: { count: 1, refunds: [refund] } }) });
    const settled: [string, string][] = [];
    server.use(
      api.settleRefund((id, note) => {
        settled.push([id, note]);
        return { id, state: 'succeeded' };
      }),
    );
    renderApp('/admin/payments');
    const list = await screen.findByRole('region', { name: /Refunds to pay back by hand/ });
    expect(list).toHaveTextContent('RM 164.80 to chloe@example.com');
    expect(list).toHaveTextContent("The payment provider refused it: the buyer's card has expired or was cancelled.");
    expect(list).toHaveTextContent('Pay the buyer back by bank transfer, then mark it settled.');
    await userEvent.click(within(list).getByRole('button', { name: 'Paid back by hand…' }));
    expect(within(list).getByRole('button', { name: 'Mark as paid back' })).toBeDisabled();
    await userEvent.type(within(list).getByLabelText('How was it paid back?'), 'Bank transfer MBB 0042');
    const healthBefore = asked.filter((a) => a === 'payment-health').length;
    await userEvent.click(within(list).getByRole('button', { name: 'Mark as paid back' }));
    await vi.waitFor(() => expect(settled).toEqual([[refund.id, 'Bank transfer MBB 0042']]));
    await vi.waitFor(() => expect(asked.filter((a) => a === 'payment-health').length).toBe(healthBefore + 1));
  });

  it('Cancel Pending Payments: a confirmation saying what it does, then what it did, Success, and health asked again', async () => {
    adminPanel();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    let runs = 0;
    server.use(
      api.cancelPending(() => {
        runs += 1;
        return { ordersCancelled: 3, stockReleased: 5, intentsCancelled: 2, ordersPaid: 1 };
      }),
    );
    renderApp('/admin/payments');
    const tool = within(await section('Payment Cleanup')).getByRole('group', { name: 'Cancel Pending Payments' });
    await userEvent.click(within(tool).getByRole('button', { name: 'Cancel Pending Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Pending Payments?' });
    expect(dialog).toHaveTextContent('its tickets returned to stock');
    expect(runs).toBe(0);
    const healthBefore = asked.filter((a) => a === 'payment-health').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));

    const summary = await within(tool).findByRole('status', { name: 'Cancel Pending Payments: last run' });
    expect(summary).toHaveTextContent('Orders released3Tickets back in stock5Payments cancelled2Found paid1');
    expect(runs).toBe(1);
    expect(success).toHaveBeenCalledWith(
      'Success',
      expect.objectContaining({ description: expect.stringContaining('Orders released 3') }),
    );
    expect(asked.filter((a) => a === 'payment-health').length).toBe(healthBefore + 1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Auto-Cancellation: a confirmation, then totalProcessed, ordersCancelled and stripeIntentsCancelled', async () => {
    adminPanel();
    vi.spyOn(toast, 'success').mockResolvedValue();
    server.use(
      api.autoCancel(() => ({ totalProcessed: 4, ordersCancelled: 3, stripeIntentsCancelled: 2, ordersPaid: 1 })),
    );
    renderApp('/admin/payments');
    const tool = within(await section('Payment Cleanup')).getByRole('group', { name: 'Auto-Cancellation' });
    await userEvent.click(within(tool).getByRole('button', { name: 'Auto-Cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-Cancellation?' });
    expect(dialog).toHaveTextContent('Every pending order older than 24 hours will be cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(tool).findByRole('status', { name: 'Auto-Cancellation: last run' })).toHaveTextContent(
      'Orders processed4Orders cancelled3Payments cancelled2Found paid1',
    );
  });

  it('Cancel in the dialog runs nothing', async () => {
    adminPanel();
    let runs = 0;
    server.use(
      api.autoCancel(() => {
        runs += 1;
        return { totalProcessed: 0, ordersCancelled: 0, stripeIntentsCancelled: 0, ordersPaid: 0 };
      }),
    );
    renderApp('/admin/payments');
    await userEvent.click(within(await section('Payment Cleanup')).getByRole('button', { name: 'Auto-Cancellation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runs).toBe(0);
  });

  it.each([
    ['Cancel Pending Payments', 'Cancellation Failed', api.cancelPending],
    ['Auto-Cancellation', 'Auto-Cancellation Failed', api.autoCancel],
  ])("%s: a failure toasts '%s' with the server's words, and shows no summary", async (tool, title, handler) => {
    adminPanel();
    const watch = watchToastRedirects();
    server.use(handler(() => problem(403, 'forbidden', 'You need admin access to view this page')));
    renderApp('/admin/payments');
    const card = within(await section('Payment Cleanup')).getByRole('group', { name: tool });
    await userEvent.click(within(card).getByRole('button', { name: tool }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }));
    await vi.waitFor(() => expect(watch.toasts).toHaveLength(1));
    expect(watch.toasts[0]).toMatchObject({ title, description: 'You need admin access to view this page' });
    expect(within(card).queryByRole('status')).toBeNull();
  });
});
