import { cookieAuth, documentedProblem, IdParam, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { ManagedEvent, managedEventExample, notDeleted } from '../events';

export const restoreEvent = defineRoute({
  method: 'post',
  path: '/api/admin/events/{id}/restore',
  operationId: 'restoreEvent',
  tags: ['Admin'],
  summary: 'Restore a deleted event',
  description:
    'Undoes `DELETE /api/events/{id}`: the event is listed and admits at the door again, with its orders and tickets as they were. Unknown event: 404; one that is not deleted: 409 `event_not_deleted`. Written to the audit log. Admins only (`manage-all-events`, as deleting).',
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(ManagedEvent, 'The event, restored', managedEventExample),
    ...problems(403, 404, 422),
    409: documentedProblem(notDeleted(), 'The event is not deleted'),
  },
});
