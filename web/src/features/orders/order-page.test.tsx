import type { components } from '@pentas/openapi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

type OrderDetail = components['schemas']['OrderDetail'];

const ID = '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a';
const TICKET = '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14';
const problem = (status: number) =>
  HttpResponse.json({ status, title: 'x', detail: 'Order not found.', code: 'not_found' }, { status });
// The smallest PNG: the page draws what the API sends.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ID,
    number: '0b9c1f0e',
    status: 'completed',
    createdAt: '2026-11-21T10:00:00.000Z',
    completedAt: '2026-11-21T10:01:00.000Z',
    holdExpiresAt: null,
    failureReason: null,
    yours: true,
    issuedByBoxOffice: false,
    currency: 'MYR',
    subtotal: '160.00',
    serviceFee: '4.80',
    total: '164.80',
    refunded: '0.00',
    refundStatus: 'none',
    refunds: [],
    refundRequests: [],
    promoCode: null,
    lines: [{ ticketType: 'General Admission', quantity: 2, unitPrice: '80.00', listPrice: null, amount: '160.00' }],
    payment: {
      method: 'fpx',
      reference: '2611261730481234',
      bank: 'Maybank2u',
      cardBrand: null,
      cardLast4: null,
      providerPaymentId: 'pi_demo_1',
    },
    buyer: { name: 'Chloe Tan', email: 'chloe@example.com' },
    event: {
      id: 12,
      title: 'Java Jazz Night',
      titleMs: null,
      category: 'music',
      startsAt: '2026-12-12T12:30:00.000Z',
      endsAt: '2026-12-12T16:00:00.000Z',
      timeZone: 'Asia/Jakarta',
      venue: 'JIExpo Kemayoran',
      location: 'Jakarta, Indonesia',
      imageUrl: null,
      imageVariants: [],
      cancelled: false,
    },
    tickets: [
      {
        id: TICKET,
        ticketType: 'General Admission',
        status: 'active',
        holderName: 'Chloe Tan',
        checkedInAt: null,
        transferredTo: null,
        hasQr: true,
        refundable: true,
      },
    ],
    ...overrides,
  };
}

function answer(order: OrderDetail | number) {
  const asked: string[] = [];
  server.use(
    handlers.user(userWithRole('customer')),
    http.get('*/api/orders/:id', ({ params }) => {
      asked.push(String(params.id));
      return typeof order === 'number' ? problem(order) : HttpResponse.json<OrderDetail>(order);
    }),
    http.get('*/api/tickets/:id/qr', () => HttpResponse.json({ qrCode: PNG })),
  );
  return asked;
}

describe('the order page', () => {
  it('confirms a paid order: lines, fee, total, the FPX bank and transaction id, the event in its zone, the QR', async () => {
    answer(orderDetail());
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "You're going to Java Jazz Night" })).toBeVisible();
    expect(screen.getByText('Order #0b9c1f0e')).toBeInTheDocument();
    const receipt = screen.getByRole('heading', { name: 'Receipt' }).closest('div')?.parentElement as HTMLElement;
    expect(within(receipt).getByTestId('order-line')).toHaveTextContent('2 × General Admission');
    expect(within(receipt).getByTestId('order-line')).toHaveTextContent('RM 80.00 each');
    expect(within(receipt).getByText('RM 4.80')).toBeInTheDocument();
    expect(within(receipt).getByTestId('order-total')).toHaveTextContent('RM 164.80');
    expect(within(receipt).getByText('FPX · Maybank2u')).toBeInTheDocument();
    expect(within(receipt).getByText('FPX transaction ID')).toBeInTheDocument();
    expect(within(receipt).getByTestId('payment-reference')).toHaveTextContent('2611261730481234');
    // 7:30 pm on Jakarta's clock, said with its zone.
    expect(screen.getByTestId('event-when')).toHaveTextContent('Sat, 12 Dec 2026 · 7:30 pm – 11:00 pm WIB');
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=JIExpo%20Kemayoran%2C%20Jakarta%2C%20Indonesia',
    );
    expect(await screen.findByRole('img', { name: 'QR code for ticket #5d2f7a3e' })).toHaveAttribute('src', PNG);
  });

  it('says a called-off event is cancelled, with no code and never an Active ticket', async () => {
    answer(
      orderDetail({
        event: { ...orderDetail().event, cancelled: true },
        tickets: [{ ...orderDetail().tickets[0], hasQr: false }],
      }),
    );
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Jazz Night was cancelled' })).toBeVisible();
    const ticket = screen.getByTestId('order-ticket');
    expect(within(ticket).getByText('Event cancelled')).toBeInTheDocument();
    expect(within(ticket).queryByText('Active')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it("says 'We couldn't find that order' for the API's 404", async () => {
    answer(404);
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find that order" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/dashboard?tab=orders');
  });

  it('says the same for a malformed id, without asking the API', async () => {
    const asked = answer(orderDetail());
    renderApp('/orders/not-an-order');
    expect(await screen.findByRole('heading', { name: "We couldn't find that order" })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says anything else in one message with Try Again', async () => {
    answer(500);
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says honestly that a pending order is not paid, and shows no payment', async () => {
    answer(
      orderDetail({
        status: 'pending',
        completedAt: null,
        holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
        payment: null,
        tickets: [],
      }),
    );
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    expect(screen.getByText(/Your tickets are held until/)).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your tickets' })).toBeNull();
  });

  it('shows staff whose order it is, and no QR code for a ticket they do not hold', async () => {
    answer(orderDetail({ yours: false, tickets: [{ ...orderDetail().tickets[0], hasQr: false }] }));
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Chloe Tan's order" })).toBeVisible();
    expect(screen.getByText('Its QR code is shown to the ticket holder only.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('shows the code the order was priced with, and each line its list price struck beside what was paid', async () => {
    answer(
      orderDetail({
        promoCode: 'EarlyBird',
        lines: [
          { ticketType: 'General Admission', quantity: 2, unitPrice: '80.00', listPrice: '100.00', amount: '160.00' },
        ],
      }),
    );
    renderApp(`/orders/${ID}`);
    expect(await screen.findByTestId('order-code')).toHaveTextContent('EarlyBird');
    const line = screen.getByTestId('order-line');
    expect(within(line).getByTestId('list-price')).toHaveTextContent('RM 100.00');
    expect(line).toHaveTextContent('was RM 100.00 now RM 80.00 each');
  });

  it('reads Complimentary wherever a price would show for box-office tickets', async () => {
    answer(orderDetail({ issuedByBoxOffice: true, payment: null, serviceFee: '0.00', total: '160.00' }));
    renderApp(`/orders/${ID}`);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('Complimentary');
    expect(screen.getByTestId('order-line')).not.toHaveTextContent('RM');
    expect(screen.getByText('Issued at the box office, nothing charged')).toBeInTheDocument();
  });

  it('saves the event as an .ics file for the calendar', async () => {
    answer(orderDetail());
    renderApp(`/orders/${ID}`);
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:calendar';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      expect(clicked.mock.contexts[0]).toHaveProperty('download', 'java-jazz-night.ics');
    } finally {
      vi.restoreAllMocks();
    }
    expect(saved).toHaveLength(1);
    expect(saved[0].type).toBe('text/calendar;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    expect(text).toContain('DTSTART;TZID=Asia/Jakarta:20261212T193000');
  });
});

describe("the order page's refunds", () => {
  type RefundQuote = components['schemas']['RefundQuote'];
  const underSeven: RefundQuote = {
    ticketIds: [TICKET],
    currency: 'MYR',
    tier: 'under_7_days',
    percent: 0,
    daysBeforeEvent: 5,
    ticketsPrice: '80.00',
    amount: '0.00',
    serviceFeeBack: '0.00',
    serviceFeeKept: '4.80',
    automatic: false,
    postponementLastDay: null,
  };

  it('under 7 days: says the policy gives nothing, asks a reason, and sends the request to the organizer', async () => {
    answer(orderDetail());
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/orders/:id/refund-quote', () => HttpResponse.json<RefundQuote>(underSeven)),
      http.post('*/api/orders/:id/refund-requests', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            request: {
              id: 'r1',
              state: 'requested',
              reason: 'I am in hospital.',
              decisionReason: null,
              ticketIds: [TICKET],
              refundId: null,
              createdAt: '2026-12-07T10:00:00.000Z',
              decidedAt: null,
            },
          },
          { status: 202 },
        );
      }),
    );
    renderApp(`/orders/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    expect(await within(dialog).findByText(/The event is 5 days away: under 7 days before it/)).toBeVisible();
    const send = within(dialog).getByRole('button', { name: 'Send request to the organizer' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Why are you asking/), 'I am in hospital.');
    await userEvent.click(send);
    await vi.waitFor(() =>
      expect(sent).toEqual([{ ticketIds: [TICKET], expectedAmount: '0.00', reason: 'I am in hospital.' }]),
    );
  });

  it('reads Partly refunded with each refund and a refused request with the organizer’s words', async () => {
    answer(
      orderDetail({
        refunded: '60.00',
        refundStatus: 'partly_refunded',
        refunds: [
          {
            id: 'f1',
            amount: '60.00',
            serviceFee: '0.00',
            currency: 'MYR',
            state: 'failed',
            cause: 'buyer_request',
            reason: null,
            tier: 'from_7_to_30_days',
            createdAt: '2026-11-25T10:00:00.000Z',
            settledAt: null,
          },
        ],
        refundRequests: [
          {
            id: 'r1',
            state: 'refused',
            reason: 'My flight was cancelled.',
            decisionReason: 'The policy is clear, sorry.',
            ticketIds: [TICKET],
            refundId: null,
            createdAt: '2026-12-08T10:00:00.000Z',
            decidedAt: '2026-12-08T12:00:00.000Z',
          },
        ],
      }),
    );
    renderApp(`/orders/${ID}`);
    expect(await screen.findByTestId('refund-status')).toHaveTextContent('Partly refunded');
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('RM 60.00');
    expect(within(screen.getByTestId('order-refund')).getByText('Not back yet')).toBeVisible();
    const request = screen.getByTestId('order-refund-request');
    expect(within(request).getByText('Refused')).toBeVisible();
    expect(request).toHaveTextContent("The organizer's answer: “The policy is clear, sorry.”");
  });
});
