import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';
import { documentedProblem, retryAfterHeader } from '../../lib/openapi';
import { roles } from '../../lib/permissions';
import { tooManySearches } from './recipient-search.service';

/** The recipient search starts at 2 characters: fewer would match most users. */
const MIN_SEARCH_CHARS = 2;

export const RecipientSearchQuery = z.object({
  query: singleLineText(fieldMessage(m.problem_search_text_required))
    .min(MIN_SEARCH_CHARS, fieldMessage(m.problem_search_type_at_least_characters, { min: MIN_SEARCH_CHARS }))
    .max(100, fieldMessage(m.problem_search_text_too_long, { max: 100 }))
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
