import { createRoute, z } from '@hono/zod-openapi';
import { cookieAuth, IdParam, jsonBody, jsonContent, problems } from '../../lib/openapi';
import {
  CreateEventBody,
  EventDetail,
  EventListQuery,
  EventSummary,
  ManagedEvent,
  Message,
  UpdateEventBody,
} from './events.schemas';

export const listEvents = createRoute({
  method: 'get',
  path: '/api/events',
  operationId: 'listEvents',
  tags: ['Events'],
  summary: 'Browse upcoming events',
  description:
    'Active, upcoming events, soonest first, filtered and paged by the database. The total number of matches is in the `X-Total-Count` header.',
  request: { query: EventListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(EventSummary), 'One page of events'),
      headers: {
        'X-Total-Count': { description: 'Events matching the filters', schema: { type: 'integer' as const } },
      },
    },
    ...problems(422),
  },
});

export const getEvent = createRoute({
  method: 'get',
  path: '/api/events/{id}',
  operationId: 'getEvent',
  tags: ['Events'],
  summary: 'One event with its ticket types',
  description:
    'A listed event with its organizer and active ticket types (`available = quantity - soldQuantity`). 404 for unknown, inactive or deleted events.',
  request: { params: IdParam },
  responses: { 200: jsonContent(EventDetail, 'The event'), ...problems(404, 422) },
});

export const createEvent = createRoute({
  method: 'post',
  path: '/api/events',
  operationId: 'createEvent',
  tags: ['Events'],
  summary: 'Create an event with its ticket types',
  description:
    'Needs the create-events permission; the creator becomes the organizer. Currency MYR or IDR. Prices are decimal strings, stored exactly in minor units. `dateTime` may carry an offset or be a local time read in `timeZone` (default Asia/Kuala_Lumpur), and must be in the future.',
  security: cookieAuth,
  request: { body: jsonBody(CreateEventBody) },
  responses: { 201: jsonContent(ManagedEvent, 'The new event'), ...problems(401, 403, 422) },
});

export const updateEvent = createRoute({
  method: 'put',
  path: '/api/events/{id}',
  operationId: 'updateEvent',
  tags: ['Events'],
  summary: 'Change an event',
  description:
    "Partial update by the event's organizer or an admin (others: 403). Only the fields sent change. The currency cannot change once tickets are sold (409).",
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(UpdateEventBody) },
  responses: { 200: jsonContent(ManagedEvent, 'The event as it now is'), ...problems(401, 403, 404, 409, 422) },
});

export const deleteEvent = createRoute({
  method: 'delete',
  path: '/api/events/{id}',
  operationId: 'deleteEvent',
  tags: ['Events'],
  summary: 'Delete an event (admin)',
  description: 'Soft delete: the event disappears from every list and page; its tickets and orders are kept.',
  security: cookieAuth,
  request: { params: IdParam },
  responses: { 200: jsonContent(Message, 'Deleted'), ...problems(401, 403, 404) },
});

export const listMyEvents = createRoute({
  method: 'get',
  path: '/api/my-events',
  operationId: 'listMyEvents',
  tags: ['Events'],
  summary: "The signed-in organizer's events",
  description:
    'Events the user organizes (an admin: all events), active or not, with all ticket types and sales counts.',
  security: cookieAuth,
  responses: { 200: jsonContent(z.array(ManagedEvent), 'Events, newest first'), ...problems(401) },
});

export const getMyEvent = createRoute({
  method: 'get',
  path: '/api/my-events/{id}',
  operationId: 'getMyEvent',
  tags: ['Events'],
  summary: 'One event to manage',
  description: 'The event with all its ticket types (inactive too), for its organizer or an admin.',
  security: cookieAuth,
  request: { params: IdParam },
  responses: { 200: jsonContent(ManagedEvent, 'The event'), ...problems(401, 403, 404, 422) },
});
