import { z } from '@hono/zod-openapi';
import { RateLimitedError } from '../../lib/errors';
import { cookieAuth, documentedProblem, IdParam, jsonBody, jsonContent, noAuth, problems } from '../../lib/openapi';
import { CROSS_SITE_CACHE, SAME_SITE_CACHE } from '../../lib/public-reads';
import { Message } from '../../lib/response-schemas';
import { defineRoute } from '../../lib/route';
import { CodeQuery } from '../promo-codes';
import { CODE_LOOKUPS_PER_MINUTE, codeLookupsExceeded } from './event-with-code';
import {
  CreateEventBody,
  createEventExample,
  EventDetail,
  EventListQuery,
  EventSummary,
  eventDetailExample,
  examples,
  ManagedEvent,
  managedEventExample,
  UpdateEventBody,
} from './events.schemas';
import { hasPaidOrdersProblem } from './manage-events.service';
import { SHARE_CARD_CACHE } from './share-card.service';

/** What the public reads send besides the body (api/src/lib/public-reads.ts). */
const publicReadHeaders = {
  ETag: {
    description: 'Weak validator of the body; send it as `If-None-Match` to get a bodiless 304 when unchanged',
    schema: { type: 'string' as const, example: 'W/"3q2B7w1Yd0m6f4sZ1kq8mYV0xLU"' },
  },
  'Cache-Control': {
    description: `Called from another site (a foreign \`Origin\`): \`${CROSS_SITE_CACHE}\`. Otherwise \`${SAME_SITE_CACHE}\`: our own pages revalidate each time, so an organizer sees their edit at once.`,
    schema: { type: 'string' as const, example: CROSS_SITE_CACHE },
  },
  'Access-Control-Allow-Origin': {
    description: 'Any site may read the catalog (no credentials)',
    schema: { type: 'string' as const, example: '*' },
  },
};
const notModified = {
  description: 'Not modified: the `If-None-Match` ETag is still current',
  headers: publicReadHeaders,
};

export const listEvents = defineRoute({
  method: 'get',
  path: '/api/events',
  operationId: 'listEvents',
  security: noAuth,
  tags: ['Events'],
  summary: 'Browse upcoming events',
  description:
    'Public, no credentials; any site may call it (CORS). Active, upcoming events, soonest first, filtered and paged by the database (`pageSize` default 9, at most 50). The total number of matches is in the `X-Total-Count` header. Cacheable: see the `ETag` and `Cache-Control` headers.',
  request: { query: EventListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(EventSummary), 'One page of events', [examples.summary]),
      headers: {
        'X-Total-Count': {
          description: 'Events matching the filters',
          schema: { type: 'integer' as const, example: 42 },
        },
        ...publicReadHeaders,
      },
    },
    304: notModified,
    ...problems(422),
  },
});

export const getEvent = defineRoute({
  method: 'get',
  path: '/api/events/{id}',
  operationId: 'getEvent',
  security: noAuth,
  tags: ['Events'],
  summary: 'One event with its ticket types',
  description:
    'Public, no credentials; any site may call it (CORS), and the same for every visitor with the same `code`. A listed event with its organizer, active ticket types (`available = quantity - soldQuantity`; hidden types only with an access code that reveals them) and the service fee added at checkout. With `?code=`, `promoCode` says whether it applies: an unknown, used-up or expired code answers the event without it (never an error). 404 problem for unknown, inactive, deleted or past events. Cacheable: see the `ETag` and `Cache-Control` headers.',
  request: { params: IdParam, query: CodeQuery },
  responses: {
    200: { ...jsonContent(EventDetail, 'The event', eventDetailExample), headers: publicReadHeaders },
    304: notModified,
    ...problems(404, 422),
    429: documentedProblem(
      new RateLimitedError(codeLookupsExceeded, 40),
      `With \`?code=\`: more than ${CODE_LOOKUPS_PER_MINUTE} codes looked up in a minute from one client address`,
    ),
  },
});

export const getShareCard = defineRoute({
  method: 'get',
  path: '/api/events/{id}/share-card.png',
  operationId: 'getEventShareCard',
  security: noAuth,
  tags: ['Events'],
  summary: "An event's share card (PNG)",
  description:
    "Public, no credentials: the 1200×630 picture for a link to the event (`og:image`): its title, date and time in the event's zone, venue and location, and its uploaded poster when it has one (SVG posters and images on other sites are not drawn). 404 problem for anything that is not a listed event, a malformed id included.",
  request: {
    params: z.object({
      id: z
        .string()
        // Documented as the event id it should be; the handler answers anything else with a 404.
        .openapi({
          param: { name: 'id', in: 'path', required: true },
          type: 'integer',
          minimum: 1,
          description: 'The event id (anything else is a 404)',
          example: 12,
        }),
    }),
  },
  responses: {
    200: {
      description: 'The card (binary)',
      headers: {
        'Cache-Control': {
          description: 'Cards change only with their event',
          schema: { type: 'string' as const, example: SHARE_CARD_CACHE },
        },
      },
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    // 429: more cards asked for at once than one instance queues (a crawl); try again shortly.
    ...problems(404, 429),
  },
});

export const createEvent = defineRoute({
  method: 'post',
  path: '/api/events',
  operationId: 'createEvent',
  tags: ['Events'],
  summary: 'Create an event with its ticket types',
  description:
    'Needs the create-events permission; the creator becomes the organizer. Currency MYR or IDR. Prices are decimal strings, stored exactly in minor units. `dateTime` may carry an offset or be a local time read in `timeZone` (default Asia/Kuala_Lumpur), and must be in the future.',
  security: cookieAuth,
  request: { body: jsonBody(CreateEventBody, createEventExample) },
  responses: { 201: jsonContent(ManagedEvent, 'The new event', managedEventExample), ...problems(401, 403, 422) },
});

export const updateEvent = defineRoute({
  method: 'put',
  path: '/api/events/{id}',
  operationId: 'updateEvent',
  tags: ['Events'],
  summary: 'Change an event',
  description:
    "Partial update by the event's organizer or an admin (others: 403). Only the fields sent change. Currency MYR or IDR, as on create; it cannot change once the event has an order or a ticket sold (409 currency_locked).",
  security: cookieAuth,
  request: {
    params: IdParam,
    body: jsonBody(UpdateEventBody, { venue: 'Lakeside Amphitheatre', dateTime: '2026-12-12T20:00', isActive: true }),
  },
  responses: {
    200: jsonContent(ManagedEvent, 'The event as it now is', {
      ...managedEventExample,
      venue: 'Lakeside Amphitheatre',
      dateTime: '2026-12-12T12:00:00.000Z',
    }),
    ...problems(401, 403, 404, 409, 422),
  },
});

export const deleteEvent = defineRoute({
  method: 'delete',
  path: '/api/events/{id}',
  operationId: 'deleteEvent',
  tags: ['Events'],
  summary: 'Delete an event (admin)',
  description:
    'Soft delete: the event disappears from every list and page and its tickets admit nobody at the door; its tickets and orders are kept. An admin can undo it (`POST /api/admin/events/{id}/restore`). Written to the audit log. Admins only (`manage-all-events`). An event with paid orders not refunded in full is not deleted (409 `event_has_paid_orders`): cancel it first (`POST /api/events/{id}/cancel`, which refunds them), then delete it.',
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(Message, 'Deleted', { message: 'Event deleted' }),
    ...problems(401, 403, 404, 422),
    409: documentedProblem(hasPaidOrdersProblem(), 'The event has paid orders: cancel it instead'),
  },
});

export const listMyEvents = defineRoute({
  method: 'get',
  path: '/api/my-events',
  operationId: 'listMyEvents',
  tags: ['Events'],
  summary: "The signed-in organizer's events",
  description:
    'Events the user organizes (an admin: all events), active or not, with all ticket types and sales counts.',
  security: cookieAuth,
  responses: {
    200: jsonContent(z.array(ManagedEvent), 'Events, newest first', [managedEventExample]),
    ...problems(401),
  },
});

export const getMyEvent = defineRoute({
  method: 'get',
  path: '/api/my-events/{id}',
  operationId: 'getMyEvent',
  tags: ['Events'],
  summary: 'One event to manage',
  description: 'The event with all its ticket types (inactive too), for its organizer or an admin.',
  security: cookieAuth,
  request: { params: IdParam },
  responses: { 200: jsonContent(ManagedEvent, 'The event', managedEventExample), ...problems(401, 403, 404, 422) },
});
