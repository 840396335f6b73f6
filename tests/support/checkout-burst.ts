import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { ORIGIN } from './app';

/**
 * Buyers over real HTTP against a server process: sign-in, then a whole checkout (start, pay with the
 * demo card). Each step's status is kept, and a socket that breaks counts as status 0.
 */
export interface Buyer {
  email: string;
  cookie: string;
}

export async function call(baseUrl: string, route: string, body: unknown, cookie = '') {
  try {
    const res = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: { error: String(error) } };
  }
}

/** Signs in (or, with `signUp`, signs up) over HTTP; the buyer carries the session cookie. */
export async function signInBuyer(baseUrl: string, email: string, signUp = false): Promise<Buyer> {
  const res = await fetch(`${baseUrl}/api/auth/${signUp ? 'sign-up' : 'sign-in'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, firstName: 'Buyer' }),
  });
  expect(res.status, `sign in as ${email}`).toBe(signUp ? 201 : 200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { email, cookie };
}

export interface CheckoutOutcome {
  started: number;
  paid?: number;
  orderId?: string;
  /** The order is acknowledged as paid: the payment answered 2xx with orderStatus completed. */
  completed: boolean;
  problems: unknown[];
}

/** One whole checkout of one ticket of `ticketTypeId` at RM 50.00. */
export async function checkout(baseUrl: string, buyer: Buyer, eventId: number, ticketTypeId: number) {
  const outcome: CheckoutOutcome = { started: 0, completed: false, problems: [] };
  const start = await call(
    baseUrl,
    '/api/create-payment-intent',
    { eventId, currency: 'MYR', orderItems: [{ ticketTypeId, quantity: 1, unitPrice: '50.00' }] },
    buyer.cookie,
  );
  outcome.started = start.status;
  if (start.status !== 200) {
    outcome.problems.push(start.body);
    return outcome;
  }
  outcome.orderId = start.body.orderId;
  const intentId = String(start.body.clientSecret).split('_secret')[0];
  const paid = await call(
    baseUrl,
    `/api/demo-payments/${intentId}/confirm`,
    { method: 'card', cardNumber: '4242424242424242' },
    buyer.cookie,
  );
  outcome.paid = paid.status;
  if (paid.status >= 300) outcome.problems.push(paid.body);
  outcome.completed = paid.status < 300 && paid.body?.orderStatus === 'completed';
  return outcome;
}

/** What a burst's answers may be while the database goes away: a sale, a refusal, or a 503. */
export function expectNoFailureBut503(outcomes: CheckoutOutcome[]) {
  for (const o of outcomes) {
    expect([200, 409, 503], JSON.stringify(o)).toContain(o.started);
    if (o.paid !== undefined) expect([200, 409, 503], JSON.stringify(o)).toContain(o.paid);
    for (const problem of o.problems as { status?: number; code?: string }[]) {
      if (problem?.status === 503) expect(problem.code).toBe('database_unavailable');
    }
  }
}

/**
 * A buyer who keeps trying, as people do in a flash sale: whole checkouts until one completes, the
 * tickets are gone (409) or `attempts` are used. Every attempt's outcome is returned.
 */
export async function checkoutUntilDone(
  baseUrl: string,
  buyer: Buyer,
  eventId: number,
  ticketTypeId: number,
  attempts = 4,
) {
  const tried: CheckoutOutcome[] = [];
  for (let i = 0; i < attempts; i++) {
    const outcome = await checkout(baseUrl, buyer, eventId, ticketTypeId);
    tried.push(outcome);
    if (outcome.completed || outcome.started === 409 || outcome.paid === 409) break;
  }
  return tried;
}
