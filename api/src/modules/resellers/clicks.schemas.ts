import { z } from '@hono/zod-openapi';
import { recordId, singleLineText } from '../../lib/input-schemas';

export const AffiliateClick = z
  .object({
    code: singleLineText('Affiliate code is required')
      .min(1, 'Affiliate code is required')
      .max(64, 'Affiliate code too long (at most 64 characters)')
      .openapi({ description: 'The `?ref=` the visit arrived with', example: 'PNT-7Q2K9XW4DM' }),
    eventId: recordId()
      .optional()
      .openapi({ description: 'The event page the visit landed on, if it was one', example: 12 }),
    sessionId: z
      .string()
      .regex(/^[\w-]{16,64}$/, 'Must be 16 to 64 letters, digits, - or _')
      .openapi({
        description:
          'A random id the browser keeps for the session (sessionStorage), so a session counts once; only its hash is stored',
        example: '3f0c8a4e-51b2-4f7e-9d7a-2c1e6b5a9f10',
      }),
  })
  .openapi('AffiliateClick');
