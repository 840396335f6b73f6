import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { RecipientSearchQuery, RecipientSearchResult } from './recipient-search.schemas';
import { MAX_RECIPIENTS } from './recipient-search.service';

export const searchUsers = defineRoute({
  method: 'get',
  path: '/api/admin/search-users',
  operationId: 'searchUsers',
  tags: ['Box office'],
  summary: 'Find the recipient of manual tickets',
  description: `Users whose e-mail, first name or last name contains \`query\` (2 to 100 characters, any case; shorter is a 422), at most ${MAX_RECIPIENTS}, by e-mail: id, name, e-mail and role. For the manual generation form: admins, organizers and resellers; customers 403.`,
  security: cookieAuth,
  request: { query: RecipientSearchQuery },
  responses: {
    200: jsonContent(RecipientSearchResult, 'The matching users', {
      users: [{ id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com', role: 'customer' }],
    }),
    ...problems(403, 422),
  },
});
