import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { recordId, singleLineText } from '../../lib/input-schemas';
import { VISIT_TOKEN_MINUTES, VISIT_TOKEN_PATTERN } from './visit-token';

export const AffiliateClick = z
  .object({
    code: singleLineText(fieldMessage(m.problem_affiliate_code_required))
      .min(1, fieldMessage(m.problem_affiliate_code_required))
      .max(64, fieldMessage(m.problem_affiliate_code_too_long, { max: 64 }))
      .openapi({ description: 'The `?ref=` the visit arrived with', example: 'PNT-7Q2K9XW4DM' }),
    eventId: recordId()
      .optional()
      .openapi({ description: 'The event page the visit landed on, if it was one', example: 12 }),
    token: z
      .string()
      .regex(VISIT_TOKEN_PATTERN, fieldMessage(m.problem_affiliate_visit_token_invalid))
      .openapi({
        description: `The visit token of the page the visit landed on (the \`pentas-visit-token\` meta tag the site puts in a page opened with \`?ref=\`), valid ${VISIT_TOKEN_MINUTES} minutes`,
        example: '1795702741.Jk3q9hX2cVb8mN1pQ4rS7tU0vW5xY6zA-_BcDeFgHiJ',
      }),
  })
  .openapi('AffiliateClick');
