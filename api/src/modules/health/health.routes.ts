import { z } from '@hono/zod-openapi';
import { jsonContent, noAuth } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';

const Status = z.object({ status: z.enum(['ok', 'unavailable']).openapi({ example: 'ok' }) }).openapi('HealthStatus');

export const liveness = defineRoute(
  {
    method: 'get',
    path: '/healthz',
    operationId: 'getLiveness',
    security: noAuth,
    tags: ['Health'],
    summary: 'The process is up',
    description: 'Answers as long as the process serves requests; touches nothing else.',
    responses: { 200: jsonContent(Status, 'Up', { status: 'ok' }) },
  },
  { withoutDatabase: true },
);

export const readiness = defineRoute({
  method: 'get',
  path: '/readyz',
  operationId: 'getReadiness',
  security: noAuth,
  tags: ['Health'],
  summary: 'Ready for traffic',
  description: 'Answers 200 when the database answers, 503 otherwise.',
  responses: {
    200: jsonContent(Status, 'Ready', { status: 'ok' }),
    503: jsonContent(Status, 'The database does not answer', { status: 'unavailable' }),
  },
});
