import { createRoute, z } from '@hono/zod-openapi';
import { IdParam, jsonContent, problems } from '../../lib/openapi';
import { EventDetail, EventListQuery, EventSummary } from './events.schemas';

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
