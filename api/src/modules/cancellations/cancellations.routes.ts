import {
  cookieAuth,
  documentedProblem,
  IdParam,
  jsonBody,
  jsonContent,
  problems,
  problemsOfOneStatus,
} from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { eventCancelledProblem, eventEndedProblem } from '../events';
import { notCancellable } from './cancel-event';
import {
  CancelEventBody,
  CancellationProgress,
  cancellationExample,
  Postponed,
  PostponeEventBody,
} from './cancellations.schemas';

const tags = ['Events'];

export const cancelEvent = defineRoute({
  method: 'post',
  path: '/api/events/{id}/cancel',
  operationId: 'cancelEvent',
  tags,
  summary: 'Cancel an event: every paid order refunded in full',
  description:
    "The event's organizer or an admin (others: 403). From this call on the event sells nothing (checkout: 409 `event_cancelled`), its tickets admit nobody at the door and can no longer be transferred; its page stays, marked Cancelled, and it leaves the lists. A background job then refunds every paid order in full, service fee included, and mails each buyer with the `reason`; watch it with `GET /api/events/{id}/cancellation`. An event under way may be cancelled; an ended, cancelled or deleted one may not (409 `event_not_cancellable`). Written to the audit log.",
  security: cookieAuth,
  request: {
    params: IdParam,
    body: jsonBody(CancelEventBody, { reason: 'The venue flooded and no other venue is free on the date.' }),
  },
  responses: {
    200: jsonContent(CancellationProgress, 'Cancelled: the refunds as they start', {
      ...cancellationExample,
      refundedOrders: 0,
      refunds: { pending: 0, succeeded: 0, failed: 0, manual: 0 },
      amountRefunded: '0.00',
    }),
    ...problems(401, 403, 404, 422),
    409: documentedProblem(notCancellable(), 'The event has ended, or is cancelled or deleted already'),
  },
});

export const getCancellation = defineRoute({
  method: 'get',
  path: '/api/events/{id}/cancellation',
  operationId: 'getEventCancellation',
  tags,
  summary: "An event's cancellation and its refunds' progress",
  description:
    "The event's organizer or an admin (others: 403). Before a cancellation (`cancelledAt` null): the paid orders one would refund. After: how many are refunded, the refunds by state (pending at the provider, succeeded, failed, manual) and the money given back; `done` once every paid order is refunded and none is pending. Poll it every few seconds while `done` is false.",
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(CancellationProgress, 'The figures now', cancellationExample),
    ...problems(401, 403, 404, 422),
  },
});

export const postponeEvent = defineRoute({
  method: 'post',
  path: '/api/events/{id}/postpone',
  operationId: 'postponeEvent',
  tags,
  summary: 'Postpone an event to new dates; its buyers are told',
  description:
    "The event's organizer or an admin (others: 403). `startsAt` must be later than the current start (422 otherwise); without `endsAt` the event keeps its length. `postponedFrom` keeps the start before the first postponement. Every buyer with a paid order gets a mail with the new date and that they may ask for a full refund within 30 days; the mails are written with the change, one per order and postponement. A cancelled event: 409 `event_cancelled`; an ended one: 409 `event_ended`. Written to the audit log.",
  security: cookieAuth,
  request: {
    params: IdParam,
    body: jsonBody(PostponeEventBody, { startsAt: '2027-01-16T19:30', message: 'The headliner is ill.' }),
  },
  responses: {
    200: jsonContent(Postponed, 'Postponed', {
      eventId: 12,
      dateTime: '2027-01-16T11:30:00.000Z',
      endDateTime: '2027-01-16T15:00:00.000Z',
      postponedAt: '2026-11-27T05:30:00.000Z',
      postponedFrom: '2026-12-12T11:30:00.000Z',
      buyersTold: 200,
    }),
    ...problems(401, 403, 404, 422),
    409: problemsOfOneStatus('The event is cancelled or has ended', {
      event_cancelled: eventCancelledProblem(),
      event_ended: eventEndedProblem(),
    }),
  },
});
