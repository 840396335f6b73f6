import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { RecipientSearchQuery, RecipientSearchResult, tooManyLookups } from './recipient-search.schemas';
import {
  MAX_RECIPIENTS,
  RECIPIENT_SEARCH_WINDOW_SECONDS,
  RECIPIENT_SEARCHES_PER_WINDOW,
} from './recipient-search.service';

export const searchUsers = defineRoute({
  method: 'get',
  path: '/api/admin/search-users',
  operationId: 'searchUsers',
  tags: ['Box office'],
  summary: 'Find the recipient of manual tickets',
  description: `For the manual generation form: at most ${MAX_RECIPIENTS} users, by e-mail, with id, name and e-mail; \`query\` is 2 to 100 characters (shorter is a 422). Customers 403.

- **Admins**: users whose e-mail, first name or last name contains \`query\`, any case, each with their \`role\`.
- **Organizers and resellers**: the user whose e-mail is exactly \`query\` (any case; first), and users whose e-mail or name contains it only among their own past buyers (organizers: a completed order for one of their events; resellers: someone they issued tickets to). Never a \`role\`. At most ${RECIPIENT_SEARCHES_PER_WINDOW} searches per ${RECIPIENT_SEARCH_WINDOW_SECONDS / 60} minutes each, then 429 with \`Retry-After\`; issuing tickets and granting allocations look an account up by address too, and count against the same searches.`,
  security: cookieAuth,
  request: { query: RecipientSearchQuery },
  responses: {
    200: jsonContent(RecipientSearchResult, 'The matching users', {
      users: [{ id: 'u_chloe', name: 'Chloe Tan', email: 'chloe@example.com', role: 'customer' }],
    }),
    ...problems(403, 422),
    429: tooManyLookups('searches (organizers and resellers)'),
  },
});
