import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { paymentMethodsFor, serviceFeeMinor, toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import {
  AppError,
  conflict,
  databaseUnavailable,
  type FieldError,
  forbidden,
  notFound,
  paymentProviderUnavailable,
  tooManyRequests,
  validationFailed,
} from '../../lib/errors';
import { feePolicy } from '../../lib/fees';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import { type SessionCaller, withSessionInStatement } from '../../lib/session-in-statement';
import type { SessionUser } from '../../lib/session-user';
import { findAffiliateCode } from '../affiliates';
import {
  eventCancelledProblem,
  eventEndedProblem,
  isEnded,
  salesEndedProblem,
  salesNotStartedProblem,
  windowOf,
} from '../events';
import { FAILURE, HoldRefused, holdOrderInOneCall, releaseHold } from '../orders';
import {
  appliesTo,
  codeState,
  findLiveCode,
  priceWithCode,
  promoCodeLimitPerBuyer,
  promoCodeNotValid,
  promoCodeUsedUp,
  reveals,
  whyCodeRefused,
} from '../promo-codes';
import { isCancelled, ticketTypesByIds } from './checkout.queries';
import type { PaymentIntentRequest } from './checkout.schemas';
import {
  attachIntent,
  type CartEvent,
  type CartTicketType,
  CHECKOUT_STARTS,
  checkoutStart,
  checkoutStartWithSession,
} from './hot-path';

type Request = z.infer<typeof PaymentIntentRequest>;

/**
 * The 409 when the cart asks for more than is left: how many are left of the type to this buyer (what
 * codes set aside is not, except what is left of their own code's reservation).
 */
function notEnoughTickets(type: CartTicketType, own = 0) {
  const left = Math.max(0, type.quantity - type.soldQuantity - type.reserved + own);
  return conflict(said(m.problem_checkout_only_left, { left, name: type.name }), 'not_enough_tickets');
}

/** The 409 for a type before or after its sales window (sale-state.ts in the events module), else undefined. */
function windowRefusal(type: CartTicketType, event: CartEvent) {
  const window = windowOf(type, event);
  if (window === 'not_started') return salesNotStartedProblem(type.name, type.salesStartsAt as Date, event.timeZone);
  if (window === 'sales_ended') return salesEndedProblem(type.name);
}

/**
 * Whose prices the cart's lines name: the ones the buyer saw ('as_seen': any other server price is
 * refused), or none that count ('current': an order started again is priced as the tickets are now).
 */
type Prices = 'as_seen' | 'current';

/**
 * The buyer, their checkout start counted (the per-minute limit), and the cart checked against the
 * database: every price and total is the server's, never the client's.
 */
async function priceCart(deps: AppDeps, caller: SessionCaller, input: Request, prices: Prices = 'as_seen') {
  const ids = input.orderItems.map((i) => i.ticketTypeId);
  const cart = { eventId: input.eventId, ticketTypeIds: ids };
  const { user, found: withSession } = await withSessionInStatement(deps, caller, (session) =>
    checkoutStartWithSession(deps.db, session, cart),
  );
  // Counted at the same point on both paths: before any check of the caller or the cart.
  const { attempts, event, types } = withSession ?? (await checkoutStart(deps.db, user.id, cart));
  if (!can(user.role, 'purchase-tickets')) throw forbidden(said(m.problem_cannot_buy));
  if (new Set(ids).size !== ids.length) {
    throw validationFailed([{ path: 'orderItems', message: said(m.problem_checkout_ticket_type_repeated) }]);
  }
  if (attempts > CHECKOUT_STARTS.max) {
    throw tooManyRequests(said(m.problem_checkout_too_many_starts));
  }
  if (!event) throw notFound(said(m.problem_event_not_found));
  if (event.cancelled) throw eventCancelledProblem();
  if (isEnded(event)) throw eventEndedProblem();
  if (input.currency !== event.currency) {
    throw validationFailed([
      {
        path: 'currency',
        message: said(m.problem_checkout_currency_mismatch, { paid: input.currency, event: event.currency }),
      },
    ]);
  }
  const code = await codeOf(deps, event.id, input.code);
  const errors: FieldError[] = [];
  const lines = input.orderItems.map((item, i) => {
    // A hidden type is not on sale to anyone without an access code that reveals it.
    const type = types.find((t) => t.id === item.ticketTypeId && t.isActive && reveals(code, t));
    if (!type)
      errors.push({ path: `orderItems.${i}.ticketTypeId`, message: said(m.problem_checkout_type_not_on_sale) });
    return { item, type: type as CartTicketType, ...linePrice(code, type) };
  });
  if (errors.length) throw validationFailed(errors);
  // Outside its sales window: the quick 409; the hold function decides again under its locks.
  for (const { type } of lines) {
    const refused = windowRefusal(type, event);
    if (refused) throw refused;
  }
  // The price the buyer saw is the code's where it applies (docs/design/promo-codes.md).
  if (prices === 'as_seen' && lines.some(({ item, unitMinor }) => toMinor(item.unitPrice) !== unitMinor)) {
    throw conflict(said(m.problem_checkout_prices_changed), 'prices_changed');
  }
  // Already too few left: a quick 409 before any write. Under a flash sale most buyers take this
  // path, and it keeps them off the hot row; the conditional UPDATE stays the real guard.
  const short = lines.find(({ item, type }) => leftFor(type, code) < item.quantity);
  if (short) throw notEnoughTickets(short.type, ownReservation(code, short.type));
  // The code's uses are the tickets of the lines priced with it; one that prices none is not the order's.
  const uses = lines.reduce((sum, { item, listMinor }) => sum + (listMinor === null ? 0 : item.quantity), 0);
  if (code && code.maxUses !== null && code.used + uses > code.maxUses) throw promoCodeUsedUp(code.maxUses - code.used);
  const subtotal = lines.reduce((sum, { item, unitMinor }) => sum + item.quantity * unitMinor, 0);
  const fee = serviceFeeMinor(subtotal, feePolicy(deps.env, event.currency));
  return { user, event, lines, subtotal, fee, code: uses > 0 ? code : undefined };
}

type BuyerCode = Awaited<ReturnType<typeof codeOf>>;

/** The buyer's code, found for the event (any case) and working now; a refusal otherwise. */
async function codeOf(deps: AppDeps, eventId: number, typed: string | undefined) {
  if (!typed) return undefined;
  const code = await findLiveCode(deps.db, eventId, typed);
  const refused = whyCodeRefused(typed, code ? codeState(code) : 'not_found');
  if (refused) throw refused;
  return code;
}

/** A line's price: the code's where it applies (its list price kept beside it), else the list price. */
function linePrice(code: BuyerCode, type: CartTicketType | undefined) {
  if (!type || !code || !appliesTo(code, type.id)) return { unitMinor: type?.priceMinor ?? 0, listMinor: null };
  return { unitMinor: priceWithCode(code, type.priceMinor), listMinor: type.priceMinor };
}

/** What is left of the code's own reservation on this type: on sale to its holders only. */
function ownReservation(code: BuyerCode, type: CartTicketType) {
  if (!code || code.ticketTypeIds[0] !== type.id || code.reservedQuantity <= code.used) return 0;
  return Math.min(code.reservedQuantity - code.used, type.reserved);
}

const leftFor = (type: CartTicketType, code: BuyerCode) =>
  type.quantity - type.soldQuantity - type.reserved + ownReservation(code, type);

type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/**
 * The pending order, its items and its stock, in one database call shared with the event's other
 * checkouts of the moment (the orders module's hold-batches.ts and hold-orders.sql: the event still
 * open and its currency under a share lock, the account's limits under a lock on the buyer, the order,
 * the stock; a free order completed with its tickets). A refusal leaves nothing of this order written.
 */
async function holdOrder(
  deps: AppDeps,
  user: SessionUser,
  input: Request,
  { event, lines, subtotal, fee, code }: PricedCart,
  affiliateCodeId: number | null,
) {
  try {
    return await holdOrderInOneCall(deps.db, {
      userId: user.id,
      eventId: event.id,
      currency: event.currency,
      totalMinor: subtotal,
      serviceFeeMinor: fee,
      customerName: input.customerData?.fullName ?? null,
      customerEmail: input.customerData?.email ?? null,
      holdMinutes: deps.env.CHECKOUT_HOLD_MINUTES,
      affiliateCodeId,
      channel: input.channel ?? 'web',
      promoCodeId: code?.id ?? null,
      items: lines.map(({ item, type, unitMinor, listMinor }) => ({
        ticketTypeId: type.id,
        quantity: item.quantity,
        unitPriceMinor: unitMinor,
        listPriceMinor: listMinor,
      })),
      maxPending: deps.env.MAX_PENDING_ORDERS,
      maxFreeTickets: deps.env.MAX_FREE_TICKETS_PER_EVENT,
    });
  } catch (err) {
    if (!(err instanceof HoldRefused)) throw err;
    throw await refusal(deps, err, lines, event);
  }
}

/** The answer to a refused hold, in the words the drizzle version used. */
async function refusal(deps: AppDeps, err: HoldRefused, lines: PricedCart['lines'], event: CartEvent) {
  switch (err.reason) {
    case 'event_closed':
      // Cancelled while this checkout was priced (the hold function reads it under its share lock).
      return (await isCancelled(deps, event.id)) ? eventCancelledProblem() : notFound(said(m.problem_event_not_found));
    case 'event_ended':
      return eventEndedProblem();
    case 'sales_not_started':
    case 'sales_ended': {
      // The window as it is now (an organizer may have just moved it).
      const type = lines.find((l) => l.type.id === err.figure)?.type as CartTicketType;
      const [now] = await ticketTypesByIds(deps.db, [type.id]);
      const opensAt = now?.salesStartsAt ?? type.salesStartsAt;
      return err.reason === 'sales_not_started' && opensAt
        ? salesNotStartedProblem(type.name, opensAt, event.timeZone)
        : salesEndedProblem(type.name);
    }
    case 'prices_changed':
      return conflict(said(m.problem_checkout_event_changed), 'prices_changed');
    case 'too_many_pending':
      return conflict(said(m.problem_checkout_too_many_pending), 'too_many_pending');
    case 'free_ticket_limit':
      return conflict(
        said(m.problem_checkout_free_ticket_limit, { max: deps.env.MAX_FREE_TICKETS_PER_EVENT, count: err.figure }),
        'free_ticket_limit',
      );
    case 'stock_short': {
      const type = lines.find((l) => l.type.id === err.figure)?.type as CartTicketType;
      const [now] = await ticketTypesByIds(deps.db, [type.id]);
      return notEnoughTickets(
        now ? { ...type, soldQuantity: now.soldQuantity } : { ...type, soldQuantity: type.quantity },
      );
    }
    case 'promo_code_not_valid':
      return promoCodeNotValid(said(m.problem_checkout_code_no_longer_works));
    case 'promo_code_used_up':
      return promoCodeUsedUp(err.figure);
    case 'promo_code_limit_per_buyer':
      return promoCodeLimitPerBuyer(err.figure);
  }
}

/**
 * Starts checkout (decisions.md item 5): a pending order whose tickets are held for
 * CHECKOUT_HOLD_MINUTES, then the provider's payment intent, outside the stock transaction.
 */
export async function startCheckout(deps: AppDeps, caller: SessionCaller, input: Request) {
  const priced = await priceCart(deps, caller, input);
  const { user, code } = priced;
  const affiliate = input.affiliateCode ? await findAffiliateCode(deps.db, input.affiliateCode) : undefined;
  // Unknown codes are ignored, and nobody earns commission on their own purchase. The buyer's own
  // ref link wins; without one, a reseller's promo code makes the sale theirs (decisions.md item 66).
  const ref = affiliate && affiliate.userId !== user.id ? affiliate.id : null;
  const byCode = code?.affiliateCodeId && code.affiliateUserId !== user.id ? code.affiliateCodeId : null;
  const orderId = await holdOrder(deps, user, input, priced, ref ?? byCode);
  return openPayment(deps, orderId, priced);
}

/**
 * Checkout for an order started again (start-again.service.ts): the same path, priced as the tickets
 * are now, its affiliate kept. `onHeld` runs once the new order holds its tickets, before its payment
 * is opened; when it answers false (another request started the old order again first), the new hold
 * is given back and nothing is paid.
 */
export async function checkoutAgain(
  deps: AppDeps,
  user: SessionUser,
  input: Request,
  affiliateCodeId: number | null,
  onHeld: (orderId: string) => Promise<boolean>,
) {
  const caller: SessionCaller = { sessionToken: undefined, signedIn: async () => user };
  const priced = await priceCart(deps, caller, input, 'current');
  const orderId = await holdOrder(deps, user, input, priced, affiliateCodeId);
  if (!(await onHeld(orderId))) {
    // A free order is completed in the hold itself and stays (nothing was paid for it).
    await releaseHold(deps.db, orderId, 'cancelled', FAILURE.startedElsewhere);
    throw startedAgainElsewhere();
  }
  return openPayment(deps, orderId, priced);
}

export const startedAgainElsewhere = () =>
  conflict(said(m.problem_checkout_started_again_elsewhere), 'order_started_again');

/**
 * The held order's payment: the provider's intent, made outside the stock transaction and attached
 * while the order is still pending; none for a free order (Stripe refuses a zero amount), whose
 * tickets are already issued.
 */
async function openPayment(deps: AppDeps, orderId: string, priced: PricedCart) {
  const amountMinor = priced.subtotal + priced.fee;
  if (amountMinor === 0) return { clientSecret: null, orderId, status: 'completed' as const };

  try {
    const intent = await deps.payments.createIntent({
      orderId,
      amountMinor,
      currency: priced.event.currency,
      methods: paymentMethodsFor(priced.event.currency),
      idempotencyKey: `order-${orderId}`,
    });
    const attached = await attachIntent(deps.db, deps.payments.kind, orderId, intent.id);
    if (!attached) {
      await deps.payments.cancelIntent(intent.id);
      throw conflict(said(m.problem_checkout_cancelled_while_starting), 'order_cancelled');
    }
    return { clientSecret: intent.clientSecret, orderId, status: 'pending' as const };
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, orderId }, 'the payment provider did not create an intent');
    await releaseHold(deps.db, orderId, 'failed', FAILURE.paymentUnavailable);
    // The demo provider lives in the database: its failure to reach it is the database's, not a provider's.
    throw isDatabaseUnavailable(err) ? databaseUnavailable() : paymentProviderUnavailable();
  }
}

export function paymentConfig(deps: AppDeps) {
  return { publishableKey: deps.env.STRIPE_PUBLISHABLE_KEY ?? null, provider: deps.payments.kind };
}
