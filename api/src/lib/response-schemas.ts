import { z } from '@hono/zod-openapi';

/** Shapes that several modules answer with. */

/** Money is never added across currencies (decisions.md item 11): one amount per currency. */
export const CurrencyAmount = z
  .object({
    currency: z.string().openapi({ example: 'MYR' }),
    amount: z.string().openapi({ description: 'Decimal string in the currency', example: '12480.00' }),
  })
  .openapi('CurrencyAmount');

export const Message = z.object({ message: z.string() }).openapi('Message');
