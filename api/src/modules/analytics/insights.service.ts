import { m } from '@pentas/i18n/messages';
import { fromMinor, instantInZone, todayInZone } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { dayNumber, dayText, localDay } from '../../lib/days';
import { validationFailed } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { cachedFigures, loadAnalyticsEvent } from './access';
import type { AnalyticsEvent } from './analytics.queries';
import {
  arrivalsPerQuarter,
  checkInsByType,
  dailySales,
  firstSaleDay,
  paymentsByMethod,
  salesAttribution,
  soldPerBucket,
  stockAndHolds,
} from './insights.queries';

/** How often the live view should be asked again while its page is open. */
const LIVE_REFRESH_SECONDS = 5;
/** The longest trend one request may ask for: a year and a day. */
const MAX_TREND_DAYS = 366;

const eventHeader = (event: AnalyticsEvent) => ({
  eventId: event.id,
  currency: event.currency,
  timeZone: event.timeZone,
});

const bucket = (b: { start: Date; tickets: number }) => ({ start: b.start.toISOString(), tickets: b.tickets });

/** The live on-sale view: recent sales, stock per type, holds by state, payment success by method. */
export async function liveSales(deps: AppDeps, user: SessionUser, eventId: number) {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return cachedFigures(deps, `live:${event.id}`, () => computeLiveSales(deps, event));
}

async function computeLiveSales(deps: AppDeps, event: AnalyticsEvent) {
  const [perMinute, perHour, types, payments] = await Promise.all([
    soldPerBucket(deps.db, event, 'minute', 60),
    soldPerBucket(deps.db, event, 'hour', 24),
    stockAndHolds(deps.db, event.id),
    paymentsByMethod(deps.db, event.id),
  ]);
  const total = (key: 'paid' | 'held' | 'released') => types.reduce((n, t) => n + t[key], 0);
  return {
    ...eventHeader(event),
    asOf: new Date().toISOString(),
    refreshSeconds: LIVE_REFRESH_SECONDS,
    perMinute: perMinute.map(bucket),
    perHour: perHour.map(bucket),
    ticketTypes: types.map((t) => ({
      ticketTypeId: t.ticketTypeId,
      name: t.name,
      quantity: t.quantity,
      left: t.quantity - t.taken,
      paid: t.paid,
      held: t.held,
      released: t.released,
    })),
    holds: { paid: total('paid'), held: total('held'), released: total('released') },
    payments: payments.map((p) => ({ ...p, successRate: p.attempts ? p.succeeded / p.attempts : 0 })),
  };
}

/** The trend's range: as asked, else from the first sale (or the event's creation) to today. */
async function trendRange(deps: AppDeps, event: AnalyticsEvent, query: { from?: string; to?: string }) {
  const to = query.to ?? localDay(event.timeZone);
  const from = query.from ?? (await firstSaleDay(deps.db, event)) ?? localDay(event.timeZone, event.createdAt);
  const [start, end] = [dayNumber(from), dayNumber(to)];
  if (start === null) throw validationFailed([{ path: 'from', message: said(m.problem_account_day_format) }]);
  if (end === null) throw validationFailed([{ path: 'to', message: said(m.problem_account_day_format) }]);
  if (start > end) {
    // A default start after an asked end (no sales before it) is just an empty range at the end.
    if (query.from !== undefined)
      throw validationFailed([{ path: 'from', message: said(m.problem_account_from_after_to) }]);
    return { from: to, to };
  }
  if (end - start >= MAX_TREND_DAYS) {
    if (query.from !== undefined) {
      throw validationFailed([
        { path: 'to', message: said(m.problem_account_trend_max_days, { days: MAX_TREND_DAYS }) },
      ]);
    }
    // Sales older than that by default: the latest year (the running totals still count them).
    return { from: dayText(end - MAX_TREND_DAYS + 1), to };
  }
  return { from, to };
}

/** Daily sales and revenue in the event's zone, with running totals since the first sale. */
export async function salesTrends(
  deps: AppDeps,
  user: SessionUser,
  eventId: number,
  query: { from?: string; to?: string },
) {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  const key = `trends:${event.id}:${query.from ?? ''}:${query.to ?? ''}`;
  return cachedFigures(deps, key, () => computeTrends(deps, event, query));
}

async function computeTrends(deps: AppDeps, event: AnalyticsEvent, query: { from?: string; to?: string }) {
  const range = await trendRange(deps, event, query);
  const days = await dailySales(deps.db, event, range.from, range.to);
  return {
    ...eventHeader(event),
    ...range,
    days: days.map((d) => ({
      date: d.date,
      ticketsSold: d.tickets,
      revenue: fromMinor(d.revenue),
      cumulativeTicketsSold: d.cumulativeTickets,
      cumulativeRevenue: fromMinor(d.cumulativeRevenue),
    })),
  };
}

/** From local midnight of the event's first day to local midnight after its last. */
function eventDays(event: AnalyticsEvent) {
  const first = todayInZone(event.timeZone, event.startsAt);
  const last = todayInZone(event.timeZone, event.endsAt ?? event.startsAt);
  return {
    from: instantInZone({ ...first, hour: 0 }, event.timeZone),
    to: instantInZone({ ...last, day: last.day + 1, hour: 0 }, event.timeZone),
  };
}

/** Check-in progress per ticket type, and arrivals per 15 minutes on the event's day(s). */
export async function checkInProgress(deps: AppDeps, user: SessionUser, eventId: number) {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return cachedFigures(deps, `check-ins:${event.id}`, () => computeCheckIns(deps, event));
}

async function computeCheckIns(deps: AppDeps, event: AnalyticsEvent) {
  const days = eventDays(event);
  const [types, arrivals] = await Promise.all([
    checkInsByType(deps.db, event.id),
    arrivalsPerQuarter(deps.db, event.id, days.from, days.to),
  ]);
  return {
    eventId: event.id,
    timeZone: event.timeZone,
    issued: types.reduce((n, t) => n + t.issued, 0),
    checkedIn: types.reduce((n, t) => n + t.checkedIn, 0),
    ticketTypes: [...types],
    arrivals: arrivals.map((a) => ({ start: a.start.toISOString(), checkedIn: a.arrivals })),
  };
}

/** Completed sales per channel (web, widget, manual) and per affiliate code. */
export async function attribution(deps: AppDeps, user: SessionUser, eventId: number) {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return cachedFigures(deps, `attribution:${event.id}`, () => computeAttribution(deps, event));
}

async function computeAttribution(deps: AppDeps, event: AnalyticsEvent) {
  const rows = await salesAttribution(deps.db, event.id);
  const figures = (r: (typeof rows)[number]) => ({
    orders: r.orders,
    ticketsSold: r.tickets,
    revenue: fromMinor(r.revenue),
  });
  return {
    eventId: event.id,
    currency: event.currency,
    channels: rows
      .filter((r) => r.byChannel)
      .map((r) => ({ channel: r.channel as 'web' | 'widget' | 'manual', ...figures(r) })),
    affiliates: rows.filter((r) => !r.byChannel && !r.byPromoCode).map((r) => ({ code: r.code, ...figures(r) })),
    // Per promo or access code: what it sold and what it took off the list prices (decisions.md item 64).
    promoCodes: rows
      .filter((r) => r.byPromoCode)
      .map((r) => ({ code: r.code as string, ...figures(r), discountGiven: fromMinor(r.discount) })),
  };
}
