import { z } from '@hono/zod-openapi';
import { singleLineText } from '../../lib/input-schemas';
import { documentedProblem, retryAfterHeader } from '../../lib/openapi';
import { roles } from '../../lib/permissions';
import { tooManySearches } from './recipient-search.service';

/** The recipient search starts at 2 characters: fewer would match most users. */
const MIN_SEARCH_CHARS = 2;

export const RecipientSearchQuery = z.object({
  query: singleLineText('Search text is required')
    .min(MIN_SEARCH_CHARS, `Type at least ${MIN_SEARCH_CHARS} characters to search`)
    .max(100, 'Search text too long (at most 100 characters)')
    .openapi({
      param: { name: 'query', in: 'query', required: true },
      description:
        "Admins: part of the e-mail, first name or last name, any case. Organizers and resellers: a recipient's full e-mail address (any case), or part of a past buyer's. 2 to 100 characters",
      example: 'chloe',
    }),
});

export const RecipientSearchResult = z
  .object({
    users: z.array(
      z.object({
        id: z.string().openapi({ example: 'u_chloe' }),
        name: z.string().openapi({ example: 'Chloe Tan' }),
        email: z.string().openapi({ example: 'chloe@example.com' }),
        role: z.enum(roles).optional().openapi({ description: 'Only in answers to admins', example: 'customer' }),
      }),
    ),
  })
  .openapi('RecipientSearchResult');

/** The 429 of every operation that looks an account up by address for an organizer or reseller (item 28). */
export const tooManyLookups = (what: string) => ({
  ...documentedProblem(tooManySearches(180), `Too many ${what}: wait \`Retry-After\` seconds`),
  headers: retryAfterHeader,
});
